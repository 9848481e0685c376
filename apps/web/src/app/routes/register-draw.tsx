import { DrawPage } from '@/features/draws/components/draw-page';
import { QueryScope } from '../query-scope';

export default function RegisterDrawRoute() {
  return (
    <QueryScope>
      <DrawPage />
    </QueryScope>
  );
}
