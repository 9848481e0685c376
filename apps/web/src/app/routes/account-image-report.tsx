import { ImageReportPage } from '@/features/reports/components/image-report-page';
import { QueryScope } from '../query-scope';

export default function AccountImageReportRoute() {
  return (
    <QueryScope>
      <ImageReportPage />
    </QueryScope>
  );
}
