import { SearchPage } from '@/features/search/components/search-page';
import { QueryScope } from '../query-scope';

export default function SearchRoute() {
  return (
    <QueryScope>
      <SearchPage />
    </QueryScope>
  );
}
