import { HelpPage } from '@/features/help/components/help-page';
import { QueryScope } from '../query-scope';

export default function HelpCentreRoute() {
  return (
    <QueryScope>
      <HelpPage />
    </QueryScope>
  );
}
