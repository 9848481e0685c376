/** Who wrote and checked a page, when, on what sources, and that it does not replace a doctor. */
export function Byline({
  author,
  reviewer,
  reviewedAt,
}: {
  author: string;
  reviewer: string | null;
  reviewedAt: string;
}) {
  return (
    <dl className="wiki-byline">
      <div>
        <dt>作者</dt>
        <dd>{author}</dd>
      </div>
      {reviewer && (
        <div>
          <dt>审核</dt>
          <dd>{reviewer}</dd>
        </div>
      )}
      <div>
        <dt>最近审核</dt>
        <dd>
          <time dateTime={reviewedAt}>{reviewedAt}</time>
        </dd>
      </div>
    </dl>
  );
}

export function Sources({ sources }: { sources: string[] }) {
  return (
    <section className="wiki-sources" aria-labelledby="wiki-sources-title">
      <h2 id="wiki-sources-title">参考资料</h2>
      <ul>
        {sources.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ul>
      <p className="wiki-disclaimer">
        本文为健康科普，不能代替医生的诊断和治疗。身体不适请及时就医，或拨打 12320 健康热线咨询。
      </p>
    </section>
  );
}
