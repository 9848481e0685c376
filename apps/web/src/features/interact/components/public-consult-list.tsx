import { QueryState } from '@/components/query-state/query-state';
import { Empty } from '@/components/ui/empty';
import { Pager } from '@/components/ui/pager';
import {
  PUBLIC_CONSULT_PAGE_SIZE,
  usePublicConsultations,
  type PublicConsultFilter,
} from '../api/get-public-consultations';
import { PublicConsultItem } from './public-consult-item';

/** Answered public consultations, a page at a time (the page number in the address). */
export function PublicConsultList({
  filter,
  page,
  label,
}: {
  filter: PublicConsultFilter;
  page: number;
  label: string;
}) {
  const consultations = usePublicConsultations(filter, page);
  return (
    <QueryState query={consultations}>
      {({ list, total }) =>
        list.length === 0 ? (
          <Empty
            description={
              filter.id
                ? '这条咨询已不再公开'
                : filter.keyword
                  ? '没有找到相关的咨询，换个词试试'
                  : '还没有公开的咨询'
            }
          />
        ) : (
          <>
            {!filter.id && (
              <p className="consult-muted" role="status">
                共 {total} 条，最新回复的在前
              </p>
            )}
            <ul className="consult-list" aria-label={label}>
              {list.map((c) => (
                <PublicConsultItem key={c.id} consult={c} />
              ))}
            </ul>
            <Pager page={page} pages={Math.ceil(total / PUBLIC_CONSULT_PAGE_SIZE)} />
          </>
        )
      }
    </QueryState>
  );
}
