import { useId, type ReactNode } from 'react';

export interface AuthCardProps {
  /** The page's one h1. */
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Links to the other account pages, under the form. */
  footer?: ReactNode;
}

/** The centred card every standalone account page is drawn in. */
export function AuthCard({ title, intro, children, footer }: AuthCardProps) {
  const titleId = useId();
  return (
    <section className="auth-card" aria-labelledby={titleId}>
      <h1 id={titleId} className="auth-card__title">
        {title}
      </h1>
      {intro && <p className="auth-card__intro">{intro}</p>}
      {children}
      {footer && (
        <nav aria-label="其他账号操作" className="auth-card__links">
          {footer}
        </nav>
      )}
    </section>
  );
}
