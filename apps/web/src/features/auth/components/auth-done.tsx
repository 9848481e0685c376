import { useEffect, useRef } from 'react';
import { Result } from 'antd';
import { Link } from 'react-router';

/**
 * The success screen of the password reset and the unbinding, with the way back to sign-in.
 * The form it replaces held the focus, so the focus moves to the outcome and is read out.
 */
export function AuthDone({ title, detail }: { title: string; detail: string }) {
  const titleRef = useRef<HTMLSpanElement>(null);
  useEffect(() => titleRef.current?.focus(), []);
  return (
    <Result
      status="success"
      title={
        <span ref={titleRef} tabIndex={-1} className="auth-done__title">
          {title}
        </span>
      }
      subTitle={detail}
      extra={
        <Link to="/login" className="auth-action-link">
          去登录
        </Link>
      }
    />
  );
}
