import { Link } from 'react-router';
import type { DrugStock } from '@portal/contract';
import { Empty } from '@/components/ui/empty';
import { chinaDateTimeFull } from '@/lib/china-date';

const yuan = (fen: number) => (fen / 100).toFixed(2);

/** Where in the county the drug is reported: hospital, form and strength, price, stock in words. */
export function DrugStockList({ stock }: { stock: DrugStock[] }) {
  if (stock.length === 0) {
    return <Empty description="县内医院暂未报告这个药品的库存，请到医院药房或药店咨询" />;
  }
  return (
    <>
      <ul className="drug-stock" aria-label="县内供应">
        {stock.map((s, i) => (
          <li key={`${s.hospitalId}-${i}`} className="drug-stock__item">
            <h3>
              <Link to={`/hospital/detail/${encodeURIComponent(s.hospitalId)}`}>
                {s.hospitalName}
              </Link>
            </h3>
            <p className={s.inStock ? 'drug-stocked' : 'drug-out'}>
              {s.inStock ? '有货' : '暂时缺货'}
            </p>
            <dl className="drug-facts">
              <dt>剂型规格</dt>
              <dd>
                {s.form ?? ''} {s.strength}
              </dd>
              {s.packaging && (
                <>
                  <dt>包装</dt>
                  <dd>{s.packaging}</dd>
                </>
              )}
              <dt>价格</dt>
              <dd>
                {yuan(s.price)} 元/{s.unit}
              </dd>
              <dt>更新时间</dt>
              <dd>{chinaDateTimeFull(s.updatedAt)}</dd>
            </dl>
          </li>
        ))}
      </ul>
      <p className="drug-muted">
        库存与价格由各医院信息系统报送，以医院药房实际为准；处方药须凭医生处方取药。
      </p>
    </>
  );
}
