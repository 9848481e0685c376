import type { CareItem } from '@portal/contract';

const ICONS = { emergency: '⚠', soon: '➜', home: '✓' } as const;

/** 何时就医: three levels, most urgent first, each said in words (never by colour alone). */
export function CareCard({ care }: { care: CareItem[] }) {
  return (
    <section className="wiki-care" aria-labelledby="when-to-see-doctor">
      <h2 id="when-to-see-doctor">何时就医</h2>
      <p>对照下面的情况，看看该怎么做。拿不准时，可以拨打 12320 健康热线咨询。</p>
      {care.map((level) => (
        <div key={level.level} className={`wiki-care__level wiki-care__level--${level.level}`}>
          <h3>
            <span aria-hidden="true">{ICONS[level.level]} </span>
            {level.title}
          </h3>
          <ul>
            {level.signs.map((sign, i) => (
              <li key={i}>
                {sign.map((s, j) => (s.strong ? <strong key={j}>{s.text}</strong> : s.text))}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
