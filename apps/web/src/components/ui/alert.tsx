import type { ReactNode } from 'react';
import './ui.css';

const LABEL = { error: '错误', warning: '注意', info: '提示', success: '成功' } as const;

/**
 * A message in the page: a problem (role alert, read at once) or a note (role status). The kind
 * is also said in words, not by colour alone.
 */
export function Alert({
  tone,
  title,
  children,
  action,
  className,
}: {
  tone: keyof typeof LABEL;
  title: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={['alert', `alert--${tone}`, className].filter(Boolean).join(' ')}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      <span className="visually-hidden">{LABEL[tone]}：</span>
      <div className="alert__body">
        <div className="alert__title">{title}</div>
        {children && <div className="alert__text">{children}</div>}
      </div>
      {action && <div className="alert__action">{action}</div>}
    </div>
  );
}
