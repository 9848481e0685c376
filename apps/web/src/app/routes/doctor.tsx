import { useSearchParams } from 'react-router';
import { DoctorPage } from '@/features/hospitals/components/doctor-page';
import { EvaluationSummaryCard } from '@/features/interact/components/evaluation-summary-card';
import { QueryScope } from '../query-scope';

export default function DoctorRoute() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  return (
    <QueryScope>
      <DoctorPage extra={<EvaluationSummaryCard filter={{ doctorId: id }} />} />
    </QueryScope>
  );
}
