import { OfflineOrOnline } from '@/components/offline-page/offline-or-online';
import { CardsPage } from '@/features/cards/components/cards-page';
import { OfflineCardsPage } from '@/features/cards/components/offline-cards-page';
import { QueryScope } from '../query-scope';

export default function AccountBindcardRoute() {
  // With no network the page shows the cards this device saved (issue 30), session or not.
  return (
    <OfflineOrOnline offline={<OfflineCardsPage />}>
      <QueryScope>
        <CardsPage />
      </QueryScope>
    </OfflineOrOnline>
  );
}
