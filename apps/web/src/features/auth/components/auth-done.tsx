import { useEffect, useRef } from 'react';
import { Link } from 'react-router';

/**
 * The success screen of the password reset and the unbinding, with the way back to sign-in.
 * The form it replaces held the focus, so the focus moves to the outcome and is read out.
 * Plain markup, no status illustration.
 */
export function AuthDone({ title, detail }: { title: string; detail: string }) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus(), []);
  return (
    <div className="result-page" role="status">
      <p className="result-page__icon" aria-hidden="true">
        ✓
      </p>
      <h2 ref={titleRef} tabIndex={-1} className="result-title auth-done__title">
        {title}
      </h2>
      <p className="result-page__detail">{detail}</p>
      <Link to="/login" className="auth-action-link">
        去登录
      </Link>
    </div>
  );
}
