import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { QueryState } from '@/components/query-state/query-state';
import { applyElderMode } from '@/lib/elder-mode';
import { usePageTitle } from '@/lib/page-title';
import { useSession } from '@/lib/session-store';
import { useDraftPreview } from '../api/get-draft-preview';
import { Article } from './article-page';
import { Condition } from './condition-page';
import './wiki.css';

/**
 * /preview?token=…: a draft from the staff console, rendered by the same components as the
 * published condition and article pages. `elder=1` or `elder=0` switches the site's own elder
 * mode first, the way its header toggle does, so an editor sees both modes.
 */
export function DraftPreviewPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const elder = params.get('elder');
  const setField = useSession((s) => s.set);
  useEffect(() => {
    if (elder !== '1' && elder !== '0') return;
    applyElderMode(elder === '1');
    setField('elderMode', elder === '1');
  }, [elder, setField]);
  const preview = useDraftPreview(token);
  const item = preview.data?.item;
  usePageTitle(item ? `预览：${'name' in item ? item.name : item.title}` : '预览');
  return (
    <>
      <meta name="robots" content="noindex" />
      <p className="wiki-preview-banner" role="status">
        预览：尚未发布的草稿
      </p>
      <QueryState query={preview} heading="草稿预览">
        {(p) =>
          p.kind === 'condition' ? (
            <Condition key={p.item.id} condition={p.item} />
          ) : (
            <Article key={p.item.id} article={p.item} />
          )
        }
      </QueryState>
    </>
  );
}
