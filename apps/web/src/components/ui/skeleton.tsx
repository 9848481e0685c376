import './ui.css';

/** Grey lines where content is on its way; the status role tells assistive tech it is loading. */
export function Skeleton({ lines = 4 }: { lines?: number }) {
  return (
    <div className="skeleton" role="status" aria-label="正在加载">
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className="skeleton__line" />
      ))}
    </div>
  );
}
