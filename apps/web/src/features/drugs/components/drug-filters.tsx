import { useId } from 'react';
import { INSURANCE_CLASSES, RX_FILTERS, type DrugCategoryList } from '@portal/contract';
import { Select } from '@/components/form/select';
import type { DrugFilter } from '../api/get-drugs';

const ALL = '';
const rxOptions = [
  { value: ALL, label: '全部处方类别' },
  ...RX_FILTERS.map((r) => ({ value: r, label: r })),
];
const insuranceOptions = [
  { value: ALL, label: '全部医保类别' },
  ...INSURANCE_CLASSES.map((c) => ({ value: c, label: c === '无' ? '非医保' : `医保${c}类` })),
];

type Change = (next: Partial<DrugFilter>) => void;

/** Browse by category (buttons that say which one is chosen) and narrow by status and class. */
export function DrugFilters({
  filter,
  categories,
  onChange,
}: {
  filter: DrugFilter;
  categories: DrugCategoryList | undefined;
  onChange: Change;
}) {
  const id = useId();
  return (
    <section className="drug-section" aria-labelledby={`${id}-browse`}>
      <h2 id={`${id}-browse`}>分类与筛选</h2>
      <ul className="drug-categories">
        <li>
          <button
            type="button"
            className="drug-chip"
            aria-pressed={!filter.category}
            onClick={() => onChange({ category: undefined })}
          >
            全部分类
          </button>
        </li>
        {categories?.map((c) => (
          <li key={c.name}>
            <button
              type="button"
              className="drug-chip"
              aria-pressed={filter.category === c.name}
              onClick={() => onChange({ category: c.name })}
            >
              {c.name}
              <span className="drug-chip__count">{c.count} 种</span>
            </button>
          </li>
        ))}
      </ul>
      <div className="drug-filters">
        {/* Phones choose the category here: seventeen buttons would push the list off screen. */}
        <div className="drug-field drug-field--category">
          <label htmlFor={`${id}-cat`}>药品分类</label>
          <Select
            id={`${id}-cat`}
            value={filter.category ?? ALL}
            options={[
              { value: ALL, label: '全部分类' },
              ...(categories ?? []).map((c) => ({
                value: c.name,
                label: `${c.name}（${c.count} 种）`,
              })),
            ]}
            onChange={(v) => onChange({ category: (v || undefined) as DrugFilter['category'] })}
          />
        </div>
        <div className="drug-field">
          <label htmlFor={`${id}-rx`}>处方类别</label>
          <Select
            id={`${id}-rx`}
            value={filter.otc ?? ALL}
            options={rxOptions}
            onChange={(v) => onChange({ otc: (v || undefined) as DrugFilter['otc'] })}
          />
        </div>
        <div className="drug-field">
          <label htmlFor={`${id}-ins`}>医保类别</label>
          <Select
            id={`${id}-ins`}
            value={filter.insurance ?? ALL}
            options={insuranceOptions}
            onChange={(v) => onChange({ insurance: (v || undefined) as DrugFilter['insurance'] })}
          />
        </div>
      </div>
    </section>
  );
}
