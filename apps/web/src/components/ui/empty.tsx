import type { ReactNode } from 'react';
import './ui.css';

/** Nothing to show, said in words, with what the person can do next. */
export function Empty({ description, action }: { description: ReactNode; action?: ReactNode }) {
  return (
    <div className="empty">
      <span className="empty__mark" aria-hidden>
        ○
      </span>
      <p className="empty__text">{description}</p>
      {action && <div className="empty__action">{action}</div>}
    </div>
  );
}
