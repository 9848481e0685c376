import { InquiryPage } from '@/features/inquiry/components/inquiry-page';
import { QueryScope } from '../query-scope';

export default function InquiryRoute() {
  return (
    <QueryScope>
      <InquiryPage />
    </QueryScope>
  );
}
