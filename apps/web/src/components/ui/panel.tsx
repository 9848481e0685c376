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
  /** The heading's id, when a list inside is named by the heading too. */
  titleId?: string;
  children: ReactNode;
}

/** A bordered panel under its own heading; the section is named by that heading. */
export function Panel({ title, id, titleId, children }: PanelProps) {
  const ownId = useId();
  const headingId = titleId ?? ownId;
  return (
    <section id={id} className="panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="panel__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
