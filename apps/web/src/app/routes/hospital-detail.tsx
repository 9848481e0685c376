import { useParams } from 'react-router';
import { HospitalDetailPage } from '@/features/hospitals/components/hospital-detail-page';
import { EvaluationSummaryCard } from '@/features/interact/components/evaluation-summary-card';
import { QueryScope } from '../query-scope';

export default function HospitalDetailRoute() {
  const { id = '' } = useParams();
  return (
    <QueryScope>
      <HospitalDetailPage extra={<EvaluationSummaryCard filter={{ hospitalId: id }} />} />
    </QueryScope>
  );
}
