import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { INSURANCE_CLASSES, RX_FILTERS, type DrugCategoryList } from '@portal/contract';
import { Select } from '@/components/form/select';
import { Button } from '@/components/ui/button';
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

/** A filter field's value from the submitted form, empty meaning "all". */
const field = (form: FormData, name: string) => (form.get(name) as string | null) || undefined;

/**
 * Browse by category (links that say which one is chosen) and narrow by status and class. Both
 * work before and without scripts: the links by their address, the selects as a plain GET form
 * sent by 筛选; with scripts the router takes both and the selects act as soon as chosen.
 */
export function DrugFilters({
  filter,
  categories,
  onChange,
  linkTo,
}: {
  filter: DrugFilter;
  categories: DrugCategoryList | undefined;
  onChange: Change;
  /** The address a change leads to. */
  linkTo: (next: Partial<DrugFilter>) => string;
}) {
  const id = useId();
  const chip = (category: DrugFilter['category'], label: ReactNode) => (
    <Link
      to={linkTo({ category })}
      preventScrollReset
      className="drug-chip"
      aria-current={filter.category === category ? 'true' : undefined}
    >
      {label}
    </Link>
  );
  return (
    <section className="drug-section" aria-labelledby={`${id}-browse`}>
      <h2 id={`${id}-browse`}>分类与筛选</h2>
      <ul className="drug-categories">
        <li>{chip(undefined, '全部分类')}</li>
        {categories?.map((c) => (
          <li key={c.name}>
            {chip(
              c.name,
              <>
                {c.name}
                <span className="drug-chip__count">{c.count} 种</span>
              </>,
            )}
          </li>
        ))}
      </ul>
      <form
        className="drug-filters"
        method="get"
        onSubmit={(e) => {
          e.preventDefault();
          const form = new FormData(e.currentTarget);
          onChange({
            category: field(form, 'category') as DrugFilter['category'],
            otc: field(form, 'otc') as DrugFilter['otc'],
            insurance: field(form, 'insurance') as DrugFilter['insurance'],
          });
        }}
      >
        {/* Sent with the form so that narrowing keeps the searched name. */}
        {filter.keyword && <input type="hidden" name="keyword" value={filter.keyword} />}
        {/*
         * Phones choose the category here: seventeen links would push the list off screen. Hidden
         * on wider screens, it still sends the chosen category with the form.
         */}
        <div className="drug-field drug-field--category">
          <label htmlFor={`${id}-cat`}>药品分类</label>
          <Select
            id={`${id}-cat`}
            name="category"
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
            name="otc"
            value={filter.otc ?? ALL}
            options={rxOptions}
            onChange={(v) => onChange({ otc: (v || undefined) as DrugFilter['otc'] })}
          />
        </div>
        <div className="drug-field">
          <label htmlFor={`${id}-ins`}>医保类别</label>
          <Select
            id={`${id}-ins`}
            name="insurance"
            value={filter.insurance ?? ALL}
            options={insuranceOptions}
            onChange={(v) => onChange({ insurance: (v || undefined) as DrugFilter['insurance'] })}
          />
        </div>
        <Button type="submit" className="drug-filters__submit">
          筛选
        </Button>
      </form>
    </section>
  );
}
