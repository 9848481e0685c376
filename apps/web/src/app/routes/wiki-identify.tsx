import { IdentifyPage } from '@/features/constitution/components/identify-page';
import { QueryScope } from '../query-scope';

export default function WikiIdentifyRoute() {
  return (
    <QueryScope>
      <IdentifyPage />
    </QueryScope>
  );
}
