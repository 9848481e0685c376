import { TimeRanges } from '@/components/time-ranges/time-ranges';
import { useCheckupCentres } from '../api/get-checkup-centres';
import { FilterForm } from './filter-form';
import { ResultList } from './result-list';
import { useUrlFilter } from './use-url-filter';

const KEYS = ['keyword'] as const;

/** 体检机构: where to have which check-up (入职、驾驶员、老年人免费体检 …). */
export function CheckupPanel() {
  const [filter, change] = useUrlFilter(KEYS);
  const query = useCheckupCentres(filter);
  return (
    <>
      <FilterForm
        label="查找体检机构"
        values={filter}
        onChange={change}
        fields={[{ name: 'keyword', label: '体检项目或机构', type: 'text', maxLength: 40 }]}
      />
      <ResultList
        query={query}
        unit="家体检机构"
        label="体检机构列表"
        empty="没有找到提供这种体检的机构，请换个说法试试，例如“入职”“老年人”"
      >
        {(items) =>
          items.map((c) => (
            <li key={c.id} className="inq-section inq-card">
              <h2>{c.name}</h2>
              <dl className="inq-facts">
                <dt>所属机构</dt>
                <dd>{c.institution}</dd>
                <dt>地址</dt>
                <dd>{c.address}</dd>
                <dt>时间</dt>
                <dd>
                  <TimeRanges text={c.hours} />
                </dd>
                <dt>电话</dt>
                <dd>
                  <a href={`tel:${c.phone}`}>{c.phone}</a>
                </dd>
                <dt>体检项目</dt>
                <dd>{c.services.join('、')}</dd>
              </dl>
            </li>
          ))
        }
      </ResultList>
    </>
  );
}
