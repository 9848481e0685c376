import { PRICE_CATEGORIES, type InquiryOptions } from '@portal/contract';
import { usePrices } from '../api/get-prices';
import { FilterForm } from './filter-form';
import { ResultList } from './result-list';
import { useUrlFilter } from './use-url-filter';

const KEYS = ['hospital', 'category', 'keyword'] as const;

/** Fen as yuan with two decimals: 1000 → 10.00 元. */
const yuan = (fen: number) => `${(fen / 100).toFixed(2)} 元`;

/** 医疗服务价格公示: what common services cost at each hospital. */
export function PricesPanel({ options }: { options: InquiryOptions }) {
  const [filter, change] = useUrlFilter(KEYS);
  const query = usePrices({
    ...filter,
    category: PRICE_CATEGORIES.find((c) => c === filter.category),
  });
  return (
    <>
      <FilterForm
        label="筛选医疗服务价格"
        values={filter}
        onChange={change}
        fields={[
          {
            name: 'hospital',
            label: '医院',
            type: 'select',
            all: '全部医院',
            options: options.priceHospitals,
          },
          {
            name: 'category',
            label: '项目类别',
            type: 'select',
            all: '全部类别',
            options: PRICE_CATEGORIES,
          },
          { name: 'keyword', label: '项目名称', type: 'text', maxLength: 40 },
        ]}
      />
      <ResultList
        query={query}
        unit="个项目"
        label="医疗服务价格"
        empty="没有找到这个项目的价格，请换个名称或医院试试"
        as="table"
      >
        {(items) => (
          <div className="inq-section inq-table-wrap">
            <table className="inq-table">
              <caption>医疗服务价格（按政府定价公示，实际收费以医院收费票据为准）</caption>
              <thead>
                <tr>
                  <th scope="col">项目</th>
                  <th scope="col">价格</th>
                </tr>
              </thead>
              <tbody>
                {items.map((p) => (
                  <tr key={p.id}>
                    <th scope="row">
                      {p.item}
                      <span className="inq-cell-note">{p.note}</span>
                      <span className="inq-cell-note">
                        {p.hospital} · {p.category}
                      </span>
                    </th>
                    <td className="inq-price">
                      {yuan(p.price)}
                      <span className="inq-cell-note">每{p.unit}</span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </ResultList>
    </>
  );
}
