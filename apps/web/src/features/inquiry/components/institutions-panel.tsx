import { INSTITUTION_TYPES, type InquiryOptions } from '@portal/contract';
import { TimeRanges } from '@/components/time-ranges/time-ranges';
import { useInstitutions } from '../api/get-institutions';
import { FilterForm } from './filter-form';
import { ResultList } from './result-list';
import { useUrlFilter } from './use-url-filter';

const KEYS = ['keyword', 'type', 'town'] as const;

/** 医疗机构查询: every licensed institution in the county, with its licence number. */
export function InstitutionsPanel({ options }: { options: InquiryOptions }) {
  const [filter, change] = useUrlFilter(KEYS);
  const query = useInstitutions({
    ...filter,
    type: INSTITUTION_TYPES.find((t) => t === filter.type),
  });
  return (
    <>
      <FilterForm
        label="筛选医疗机构"
        values={filter}
        onChange={change}
        fields={[
          {
            name: 'type',
            label: '机构类别',
            type: 'select',
            all: '全部类别',
            options: options.institutionTypes,
          },
          {
            name: 'town',
            label: '所在乡镇',
            type: 'select',
            all: '全部乡镇',
            options: options.institutionTowns,
          },
          { name: 'keyword', label: '名称、地址或服务', type: 'text', maxLength: 40 },
        ]}
      />
      <ResultList
        query={query}
        unit="家机构"
        label="医疗机构列表"
        empty="没有找到符合条件的医疗机构，请换个名称或乡镇试试"
      >
        {(items) =>
          items.map((i) => (
            <li key={i.id} className="inq-section inq-card">
              <h2>{i.name}</h2>
              <p className="inq-badges">
                <span className="inq-badge">{i.type}</span>
                {i.level !== '未定级' && <span className="inq-badge">{i.level}</span>}
                <span className="inq-badge">{i.town}</span>
              </p>
              <dl className="inq-facts">
                <dt>地址</dt>
                <dd>{i.address}</dd>
                <dt>时间</dt>
                <dd>
                  <TimeRanges text={i.hours} />
                </dd>
                <dt>电话</dt>
                <dd>
                  <a href={`tel:${i.phone}`}>{i.phone}</a>
                </dd>
                <dt>许可证号</dt>
                <dd>{i.licence}</dd>
                <dt>服务</dt>
                <dd>{i.services.join('、')}</dd>
              </dl>
            </li>
          ))
        }
      </ResultList>
    </>
  );
}
