import { CardsPage } from '@/features/cards/components/cards-page';
import { QueryScope } from '../query-scope';

export default function AccountBindcardRoute() {
  return (
    <QueryScope>
      <CardsPage />
    </QueryScope>
  );
}
