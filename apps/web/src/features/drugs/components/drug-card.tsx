import { Link } from 'react-router';
import type { DrugSummary } from '@portal/contract';
import { DrugBadges } from './drug-badges';

/** One drug in the list: names, badges in words, what it is for, where it is in stock. */
export function DrugCard({ drug }: { drug: DrugSummary }) {
  return (
    <li className="drug-section drug-card">
      <h2>
        <Link to={`/drug/detail/${encodeURIComponent(drug.id)}`}>{drug.genericName}</Link>
      </h2>
      {drug.brandNames.length > 0 && (
        <p className="drug-muted">商品名：{drug.brandNames.join('、')}</p>
      )}
      <DrugBadges drug={drug} short />
      <p>{drug.summary}</p>
      <p className="drug-muted">
        {drug.category}
        {drug.subcategory ? ` · ${drug.subcategory}` : ''} · 剂型：
        {drug.forms.map((f) => f.form).join('、')}
      </p>
      <p className={drug.stockedBy > 0 ? 'drug-stocked' : 'drug-muted'}>
        {drug.stockedBy > 0 ? `县内 ${drug.stockedBy} 家医院有货` : '暂无县内医院报告有货'}
      </p>
    </li>
  );
}
