import { BindcardPage } from '@/features/cards/components/bindcard-page';
import { QueryScope } from '../query-scope';

export default function AccountBindcardRoute() {
  return (
    <QueryScope>
      <BindcardPage />
    </QueryScope>
  );
}
