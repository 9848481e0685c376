import { PRACTITIONER_KINDS, type InquiryOptions } from '@portal/contract';
import { Empty } from '@/components/ui/empty';
import { usePractitioners } from '../api/get-practitioners';
import { FilterForm } from './filter-form';
import { ResultList } from './result-list';
import { useUrlFilter } from './use-url-filter';

const KEYS = ['name', 'institution', 'kind'] as const;

/** 医师、护士执业信息查询: is this person registered to practise here, and in what. */
export function PractitionersPanel({ options }: { options: InquiryOptions }) {
  const [filter, change] = useUrlFilter(KEYS);
  const query = usePractitioners({
    ...filter,
    kind: PRACTITIONER_KINDS.find((k) => k === filter.kind),
  });
  return (
    <>
      <FilterForm
        label="查询医师、护士执业信息"
        values={filter}
        onChange={change}
        fields={[
          { name: 'name', label: '姓名', type: 'text', maxLength: 20 },
          {
            name: 'institution',
            label: '执业机构',
            type: 'select',
            all: '全部机构',
            options: options.practitionerInstitutions,
          },
          {
            name: 'kind',
            label: '医师或护士',
            type: 'select',
            all: '医师和护士',
            options: PRACTITIONER_KINDS,
          },
        ]}
      />
      {filter.name || filter.institution ? (
        <ResultList
          query={query}
          unit="位人员"
          label="执业人员列表"
          empty="没有查到这位医师或护士的执业信息，请核对姓名和执业机构"
        >
          {(items) =>
            items.map((p) => (
              <li key={p.id} className="inq-section inq-card">
                <h2>
                  {p.name}
                  <span className="inq-title-note">
                    {p.kind} · {p.sex}
                  </span>
                </h2>
                <dl className="inq-facts">
                  <dt>执业机构</dt>
                  <dd>{p.institution}</dd>
                  <dt>执业类别</dt>
                  <dd>{p.category}</dd>
                  <dt>执业范围</dt>
                  <dd>{p.scope}</dd>
                  <dt>职称</dt>
                  <dd>{p.title}</dd>
                  <dt>首次注册</dt>
                  <dd>{p.since} 年</dd>
                </dl>
              </li>
            ))
          }
        </ResultList>
      ) : (
        <Empty description="请输入姓名或选择执业机构后查询。这里只公开执业注册信息，不显示身份证号等个人信息。" />
      )}
    </>
  );
}
