import { useEffect, useRef, type ReactNode } from 'react';
import {
  VERDICT_LABELS,
  outcomeOf,
  type ConstitutionScore,
  type ConstitutionTest,
  type ConstitutionTypeInfo,
} from '@portal/contract';
import { Alert } from '@/components/ui/alert';
import { ScoreChart } from './score-chart';

function Facts({ items }: { items: ConstitutionTypeInfo['features'] }) {
  return (
    <dl className="ident-facts">
      {items.map((item) => (
        <div key={item.label}>
          <dt>{item.label}</dt>
          <dd>{item.text}</dd>
        </div>
      ))}
    </dl>
  );
}

function TypeAdvice({ info, verdict }: { info: ConstitutionTypeInfo; verdict: string }) {
  return (
    <article className="ident-type" aria-labelledby={`type-${info.id}`}>
      <h3 id={`type-${info.id}`}>
        {info.name}
        <span className="ident-type__verdict">判定：{verdict}</span>
      </h3>
      <p>{info.summary}</p>
      <h4>体质特征</h4>
      <Facts items={info.features} />
      <h4>日常调养建议</h4>
      <Facts items={info.advice} />
    </article>
  );
}

/** How many advice points show under the result before the disclosures. */
const TIPS = 3;

/**
 * A result, led by what a person came for: the outcome in words, what the leading constitution
 * means and its first advice points, whether it is saved. The explanation and full advice of
 * each constitution that holds, the chart and the method wait behind labelled disclosures; the
 * notice and the actions close the page.
 */
export function ResultView({
  test,
  scores,
  status,
  actions,
  focus,
}: {
  test: ConstitutionTest;
  scores: ConstitutionScore[];
  status: ReactNode;
  actions: ReactNode;
  /** Whether the result takes the focus as it appears. */
  focus: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The result replaces the last question (or the save just finished): say so to keyboard and
  // screen-reader users. A result opened from a link or a reload reads from the top as usual.
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  const outcome = outcomeOf(scores);
  const verdictOf = (id: string) =>
    VERDICT_LABELS[scores.find((s) => s.type === id)?.verdict ?? 'no'];
  const shown = [...outcome.main, ...outcome.tendencies].map((id) =>
    test.types.find((t) => t.id === id)!,
  );
  const lead = shown[0];
  // Two names read well in a label; more are listed just above, in the outcome.
  const names = shown.map((info) => info.name).join('、');
  return (
    <section className="ident-result" aria-labelledby="ident-result-title">
      <h2 id="ident-result-title" ref={heading} tabIndex={-1}>
        您的体质辨识结果
      </h2>
      <p className="ident-outcome">{outcome.text}</p>
      {lead ? (
        <>
          <p>
            {lead.name}：{lead.summary}
          </p>
          <h3 className="ident-tips-title">{lead.name}调养要点</h3>
          <ul className="ident-tips">
            {lead.advice.slice(0, TIPS).map((item) => (
              <li key={item.label}>
                <strong>{item.label}：</strong>
                {item.text}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>
          这次各体质都没有达到判定标准。体质会随季节和生活习惯变化，可以过一段时间再测一次；
          想进一步了解，可以请中医师面对面辨识。
        </p>
      )}
      {status}
      {shown.length > 0 && (
        <details className="ident-more">
          <summary>
            {shown.length <= 2 ? names : `这 ${shown.length} 种体质`}的特点和全部调养建议
          </summary>
          {shown.map((info) => (
            <TypeAdvice key={info.id} info={info} verdict={verdictOf(info.id)} />
          ))}
        </details>
      )}
      <details className="ident-more">
        <summary>各体质得分和判定方法</summary>
        <figure className="ident-figure">
          <figcaption>各体质转化分（0 到 100 分）</figcaption>
          <ScoreChart scores={scores} />
        </figure>
        <p className="ident-muted">
          虚线标出判定线：转化分 40 分及以上判为“是”，30 到 39 分为“倾向是”；平和质须达到 60
          分，且其他体质都在 30 分以下为“是”、都在 40 分以下为“基本是”。
        </p>
        <p className="ident-muted">
          题目与计分方法：{test.source}。体质说明与调养建议参考：{test.references.join('；')}。
        </p>
      </details>
      <Alert tone="warning" title="请注意">
        {test.notice.map((p) => (
          <p key={p} className="ident-notice-line">
            {p}
          </p>
        ))}
      </Alert>
      <div className="ident-actions">{actions}</div>
    </section>
  );
}
