import { TimeRanges } from '@/components/time-ranges/time-ranges';
import { useBloodDonationSites } from '../api/get-blood-donation-sites';
import { FilterForm } from './filter-form';
import { ResultList } from './result-list';
import { useUrlFilter } from './use-url-filter';

const KEYS = ['keyword'] as const;

/** 献血点: where and when to give blood, and what to know first. */
export function BloodDonationPanel() {
  const [filter, change] = useUrlFilter(KEYS);
  const query = useBloodDonationSites(filter);
  return (
    <>
      <FilterForm
        label="查找献血点"
        values={filter}
        onChange={change}
        fields={[{ name: 'keyword', label: '地点或名称', type: 'text', maxLength: 40 }]}
      />
      <ResultList
        query={query}
        unit="个献血点"
        label="献血点列表"
        empty="没有找到这个地方的献血点，请换个地名试试"
      >
        {(items) =>
          items.map((b) => (
            <li key={b.id} className="inq-section inq-card">
              <h2>{b.name}</h2>
              <dl className="inq-facts">
                <dt>地址</dt>
                <dd>{b.address}</dd>
                <dt>时间</dt>
                <dd>
                  <TimeRanges text={b.hours} />
                </dd>
                <dt>电话</dt>
                <dd>
                  <a href={`tel:${b.phone}`}>{b.phone}</a>
                </dd>
                <dt>须知</dt>
                <dd>{b.note}</dd>
              </dl>
            </li>
          ))
        }
      </ResultList>
    </>
  );
}
