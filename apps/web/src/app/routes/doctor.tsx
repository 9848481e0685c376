import { useSearchParams } from 'react-router';
import { DoctorPage } from '@/features/hospitals/components/doctor-page';
import { ConsultRatingCard } from '@/features/interact/components/consult-rating-card';
import { EvaluationSummaryCard } from '@/features/interact/components/evaluation-summary-card';
import { QueryScope } from '../query-scope';

export default function DoctorRoute() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  return (
    <QueryScope>
      <DoctorPage
        extra={
          <>
            <EvaluationSummaryCard filter={{ doctorId: id }} />
            <ConsultRatingCard doctorId={id} />
          </>
        }
      />
    </QueryScope>
  );
}
