import { GuidePage } from '@/features/inquiry/components/guide-page';
import { QueryScope } from '../query-scope';

export default function InquiryGuideRoute() {
  return (
    <QueryScope>
      <GuidePage />
    </QueryScope>
  );
}
