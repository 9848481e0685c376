import { CardsPage } from '@/features/cards/components/cards-page';
import { OfflineCardsPage } from '@/features/cards/components/offline-cards-page';
import { useOnline } from '@/lib/offline/use-offline';
import { QueryScope } from '../query-scope';

export default function AccountBindcardRoute() {
  // With no network the page shows the cards this device saved (issue 30), session or not.
  if (!useOnline()) return <OfflineCardsPage />;
  return (
    <QueryScope>
      <CardsPage />
    </QueryScope>
  );
}
