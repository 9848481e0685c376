import { useId, type ReactNode } from 'react';
import './ui.css';

/** A page of the personal centre: its heading, then one column of panels, 880 px at most. */
export function PageFrame({
  title,
  className,
  children,
}: {
  title: ReactNode;
  /** The page's own class, for rules on what its panels hold. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={['page-frame', className].filter(Boolean).join(' ')}>
      <h1 className="page-frame__title">{title}</h1>
      {children}
    </div>
  );
}

interface PanelProps {
  title: ReactNode;
  /** An anchor other pages link to (#family). */
  id?: string;
  children: ReactNode;
}

/** A bordered panel under its own heading; the section is named by that heading. */
export function Panel({ title, id, children }: PanelProps) {
  const titleId = useId();
  return (
    <section id={id} className="panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="panel__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
