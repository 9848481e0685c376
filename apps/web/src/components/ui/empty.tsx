import type { ReactNode } from 'react';
import { Link } from 'react-router';
import './ui.css';

/**
 * Nothing to show, said in words, with the next step as a button where there is one (去预约).
 * Words only, no picture: a hollow grey circle here read as an image that failed to load.
 */
export function Empty({
  description,
  action,
}: {
  description: ReactNode;
  /** Where the person goes next, e.g. `{ label: '去预约', to: '/register' }`. */
  action?: { label: string; to: string };
}) {
  return (
    <div className="empty">
      <p className="empty__text">{description}</p>
      {action && (
        <Link className="btn btn--primary empty__action" to={action.to}>
          {action.label}
        </Link>
      )}
    </div>
  );
}
