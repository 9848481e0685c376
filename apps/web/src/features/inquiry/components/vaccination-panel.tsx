import type { InquiryOptions } from '@portal/contract';
import { TimeRanges } from '@/components/time-ranges/time-ranges';
import { useVaccinationClinics } from '../api/get-vaccination-clinics';
import { FilterForm } from './filter-form';
import { ResultList } from './result-list';
import { useUrlFilter } from './use-url-filter';

const KEYS = ['town', 'vaccine'] as const;

/** 预防接种门诊: where to take a child (or oneself) for which vaccine, and when. */
export function VaccinationPanel({ options }: { options: InquiryOptions }) {
  const [filter, change] = useUrlFilter(KEYS);
  const query = useVaccinationClinics(filter);
  return (
    <>
      <FilterForm
        label="筛选预防接种门诊"
        values={filter}
        onChange={change}
        fields={[
          {
            name: 'town',
            label: '所在乡镇',
            type: 'select',
            all: '全部乡镇',
            options: options.vaccinationTowns,
          },
          {
            name: 'vaccine',
            label: '疫苗',
            type: 'select',
            all: '全部疫苗',
            options: options.vaccines,
          },
        ]}
      />
      <ResultList
        query={query}
        unit="个门诊"
        label="预防接种门诊列表"
        empty="这个乡镇没有能接种这种疫苗的门诊，请选择其他乡镇或打电话咨询"
      >
        {(items) =>
          items.map((c) => (
            <li key={c.id} className="inq-section inq-card">
              <h2>{c.name}</h2>
              <p className="inq-badges">
                <span className="inq-badge">{c.town}</span>
              </p>
              <dl className="inq-facts">
                <dt>地址</dt>
                <dd>{c.address}</dd>
                <dt>接种时间</dt>
                <dd>
                  <TimeRanges text={c.hours} />
                </dd>
                <dt>电话</dt>
                <dd>
                  <a href={`tel:${c.phone}`}>{c.phone}</a>
                </dd>
                <dt>可接种</dt>
                <dd>{c.vaccines.join('、')}</dd>
                <dt>须知</dt>
                <dd>{c.note}</dd>
              </dl>
            </li>
          ))
        }
      </ResultList>
    </>
  );
}
