import { useId, useState } from 'react';
import { HOSPITAL_LEVELS, HOSPITAL_TYPES } from '@portal/contract';
import type { HospitalFilter } from '../api/get-hospitals';
import { Select } from '@/components/form/select';
import { Button } from '@/components/ui/button';

// Native controls: plain string options that every screen reader announces.
const ALL = '';
const levelOptions = [
  { value: ALL, label: '全部等级' },
  ...HOSPITAL_LEVELS.map((l) => ({ value: l, label: l })),
];
const typeOptions = [
  { value: ALL, label: '全部类型' },
  ...HOSPITAL_TYPES.map((t) => ({ value: t, label: t })),
];

type Change = (next: Partial<HospitalFilter>) => void;

/**
 * Level and type apply at once; the name applies when searched, not on every keystroke. Named
 * fields in a GET form, so 搜索 applies all three before and without scripts too.
 */
export function HospitalFilters({
  filter,
  onChange,
}: {
  filter: HospitalFilter;
  onChange: Change;
}) {
  const id = useId();
  const [keyword, setKeyword] = useState(filter.keyword ?? '');
  return (
    <form
      className="hosp-section hosp-filters"
      method="get"
      role="search"
      aria-label="筛选医院"
      onSubmit={(e) => {
        e.preventDefault();
        onChange({ keyword: keyword.trim() || undefined });
      }}
    >
      <div className="hosp-field">
        <label htmlFor={`${id}-level`}>医院等级</label>
        <Select
          id={`${id}-level`}
          name="level"
          value={filter.level ?? ALL}
          options={levelOptions}
          onChange={(v) => onChange({ level: (v || undefined) as HospitalFilter['level'] })}
        />
      </div>
      <div className="hosp-field">
        <label htmlFor={`${id}-type`}>医院类型</label>
        <Select
          id={`${id}-type`}
          name="type"
          value={filter.type ?? ALL}
          options={typeOptions}
          onChange={(v) => onChange({ type: (v || undefined) as HospitalFilter['type'] })}
        />
      </div>
      <div className="hosp-field">
        <label htmlFor={`${id}-name`}>医院名称</label>
        <input
          id={`${id}-name`}
          name="keyword"
          className="control"
          type="search"
          maxLength={40}
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
        />
      </div>
      <Button variant="primary" type="submit">
        搜索
      </Button>
    </form>
  );
}
