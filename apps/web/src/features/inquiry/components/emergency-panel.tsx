import { EMERGENCY_KINDS, type InquiryOptions } from '@portal/contract';
import { TimeRanges } from '@/components/time-ranges/time-ranges';
import { useEmergencyPoints } from '../api/get-emergency-points';
import { FilterForm } from './filter-form';
import { ResultList } from './result-list';
import { useUrlFilter } from './use-url-filter';

const KEYS = ['kind', 'town', 'keyword'] as const;

/** 急救与 AED: the ambulance stations and where each defibrillator hangs. */
export function EmergencyPanel({ options }: { options: InquiryOptions }) {
  const [filter, change] = useUrlFilter(KEYS);
  const query = useEmergencyPoints({
    ...filter,
    kind: EMERGENCY_KINDS.find((k) => k === filter.kind),
  });
  return (
    <>
      <p className="inq-section inq-urgent">
        有人突然倒地、没有反应、不能正常呼吸时，请立即拨打{' '}
        <a href="tel:120" className="inq-urgent-number">
          120
        </a>
        ，并请身边的人取来最近的 AED（自动体外除颤器），按机器的语音提示操作。
      </p>
      <FilterForm
        label="筛选急救站和 AED"
        values={filter}
        onChange={change}
        fields={[
          {
            name: 'kind',
            label: '类别',
            type: 'select',
            all: '急救站和 AED',
            options: EMERGENCY_KINDS,
          },
          {
            name: 'town',
            label: '所在乡镇',
            type: 'select',
            all: '全部乡镇',
            options: options.emergencyTowns,
          },
          { name: 'keyword', label: '地点名称', type: 'text', maxLength: 40 },
        ]}
      />
      <ResultList
        query={query}
        unit="处"
        label="急救站和 AED 列表"
        empty="附近没有登记的急救站或 AED，遇到紧急情况请直接拨打 120"
      >
        {(items) =>
          items.map((p) => (
            <li key={p.id} className="inq-section inq-card">
              <h2>{p.name}</h2>
              <p className="inq-badges">
                <span className="inq-badge">{p.kind === 'AED' ? 'AED 除颤器' : '急救站'}</span>
                <span className="inq-badge">{p.town}</span>
              </p>
              <dl className="inq-facts">
                <dt>地址</dt>
                <dd>{p.address}</dd>
                <dt>具体位置</dt>
                <dd>{p.place}</dd>
                <dt>{p.kind === 'AED' ? '可取用时间' : '值守时间'}</dt>
                <dd>
                  <TimeRanges text={p.hours} />
                </dd>
                <dt>电话</dt>
                <dd>
                  <a href={`tel:${p.phone}`}>{p.phone}</a>
                </dd>
              </dl>
            </li>
          ))
        }
      </ResultList>
    </>
  );
}
