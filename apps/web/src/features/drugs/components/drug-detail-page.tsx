import { useParams } from 'react-router';
import { DRUG_ELDER_FIRST, type DrugDetail, type DrugMonographSection } from '@portal/contract';
import { QueryState } from '@/components/query-state/query-state';
import { RichText } from '@/components/rich-text/rich-text';
import { usePageTitle } from '@/lib/page-title';
import { useSession } from '@/lib/session-store';
import { useDrug } from '../api/get-drug';
import { DrugBadges } from './drug-badges';
import { DrugStockList } from './drug-stock-list';
import './drugs.css';

/** Elder mode puts how to take it and who must not first, in larger type (the issue). */
function ordered(sections: DrugMonographSection[], elder: boolean): DrugMonographSection[] {
  if (!elder) return sections;
  const first = DRUG_ELDER_FIRST.flatMap((t) => sections.filter((s) => s.title === t));
  return [...first, ...sections.filter((s) => !DRUG_ELDER_FIRST.includes(s.title))];
}

function DrugBody({ drug }: { drug: DrugDetail }) {
  const elder = useSession((s) => s.elderMode);
  return (
    <>
      <h1>
        {drug.genericName}
        {drug.englishName && (
          <span className="drug-en" lang="en">
            {drug.englishName}
          </span>
        )}
      </h1>
      <DrugBadges drug={drug} />
      <p className="drug-lead">{drug.summary}</p>
      <section className="drug-section" aria-labelledby="drug-facts">
        <h2 id="drug-facts">基本信息</h2>
        <dl className="drug-facts">
          {drug.brandNames.length > 0 && (
            <>
              <dt>商品名</dt>
              <dd>{drug.brandNames.join('、')}</dd>
            </>
          )}
          <dt>剂型与规格</dt>
          <dd>
            <ul className="drug-forms">
              {drug.forms.map((f) => (
                <li key={f.form}>
                  {f.form}：{f.strengths.join('；')}
                </li>
              ))}
            </ul>
          </dd>
          <dt>分类</dt>
          <dd>
            {drug.category}
            {drug.subcategory ? ` · ${drug.subcategory}` : ''}
          </dd>
          {drug.atc && (
            <>
              <dt>ATC 编码</dt>
              <dd>{drug.atc}</dd>
            </>
          )}
        </dl>
      </section>
      <section className="drug-section" aria-labelledby="drug-where">
        <h2 id="drug-where">县内哪里有药</h2>
        {drug.stockedBy > 0 && <p className="drug-muted">{drug.stockedBy} 家医院报告有货。</p>}
        <DrugStockList stock={drug.stock} />
      </section>
      <section className="drug-section" aria-labelledby="drug-monograph">
        <h2 id="drug-monograph">说明书要点</h2>
        <p className="drug-note" role="note">
          {drug.disclaimer}
        </p>
        {ordered(drug.sections, elder).map((s) => (
          <section
            key={s.title}
            className={
              elder && DRUG_ELDER_FIRST.includes(s.title) ? 'drug-part drug-part--key' : 'drug-part'
            }
            aria-labelledby={`drug-part-${s.title}`}
          >
            <h3 id={`drug-part-${s.title}`}>{s.title}</h3>
            <RichText blocks={s.blocks} headingLevel={3} />
          </section>
        ))}
        <p className="drug-muted">
          审核：{drug.reviewer}，{drug.reviewedAt}
        </p>
        <p className="drug-muted">参考资料：</p>
        <ul className="drug-sources">
          {drug.sources.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
      </section>
    </>
  );
}

/** /drug/detail/:id: one drug's names, badges, where to get it and its monograph. */
export function DrugDetailPage() {
  const { id = '' } = useParams();
  const drug = useDrug(id);
  // The drug's name in the tab and in search results (the server's render sets the same).
  usePageTitle(drug.data?.genericName);
  return (
    <div className="page-container drug-page">
      <QueryState query={drug} heading="药品详情">
        {(d) => <DrugBody drug={d} />}
      </QueryState>
    </div>
  );
}
