import './consult.css';

/** An unread mark: a dot with the count, and the words for screen readers (not colour alone). */
export function ConsultUnread({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="consult-unread">
      <span aria-hidden>{count > 99 ? '99+' : count}</span>
      <span className="visually-hidden">（{count} 条未读回复）</span>
    </span>
  );
}
