import { ReportPage } from '@/features/reports/components/report-page';
import { QueryScope } from '../query-scope';

export default function AccountReportRoute() {
  return (
    <QueryScope>
      <ReportPage />
    </QueryScope>
  );
}
