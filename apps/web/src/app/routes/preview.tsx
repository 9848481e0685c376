import { DraftPreviewPage } from '@/features/wiki/components/draft-preview-page';
import { QueryScope } from '../query-scope';

/** A staff preview of an unpublished draft; linked from the console only, never from a menu. */
export default function PreviewRoute() {
  return (
    <QueryScope>
      <div className="page-container wiki-page">
        <DraftPreviewPage />
      </div>
    </QueryScope>
  );
}
