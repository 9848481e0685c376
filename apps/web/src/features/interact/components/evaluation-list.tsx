import { QueryState } from '@/components/query-state/query-state';
import { Empty } from '@/components/ui/empty';
import { Pager } from '@/components/ui/pager';
import { useSession } from '@/lib/session-store';
import {
  EVALUATION_PAGE_SIZE,
  useEvaluations,
  type EvaluationFilter,
} from '../api/get-evaluations';
import { EvaluationEntry } from './evaluation-item';

/** Published evaluations, newest first, a page at a time (the page number in the address). */
export function EvaluationList({
  filter,
  page,
  label,
}: {
  filter: EvaluationFilter;
  page: number;
  label: string;
}) {
  const evaluations = useEvaluations(filter, page);
  // Reporting needs an account: signed-out visitors only read.
  const signedIn = useSession((s) => s.token !== '');
  return (
    <QueryState query={evaluations}>
      {({ list, total }) =>
        list.length === 0 ? (
          <Empty description="还没有公开的评价" />
        ) : (
          <>
            <ul className="eval-list" aria-label={label}>
              {list.map((e) => (
                <EvaluationEntry key={e.id} evaluation={e} canReport={signedIn} />
              ))}
            </ul>
            <Pager page={page} pages={Math.ceil(total / EVALUATION_PAGE_SIZE)} />
          </>
        )
      }
    </QueryState>
  );
}
