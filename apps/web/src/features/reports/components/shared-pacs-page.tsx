import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { chinaDateTimeFull } from '@/lib/china-date';
import { usePacsReport } from '../api/get-pacs-report';
import { ImagingView } from './imaging-view';
import './reports.css';

/**
 * /share/pacs?selid=&code=: an imaging report opened with a share code, signed out, read-only;
 * the patient is masked like everywhere else.
 */
export function SharedPacsPage() {
  const [params] = useSearchParams();
  const selid = params.get('selid') ?? '';
  const code = params.get('code') ?? '';
  const query = usePacsReport(selid, code);
  if (!selid || !code || query.isError) {
    return (
      <div className="reports-page shared-pacs">
        <h1>影像报告</h1>
        <Alert tone="warning" title="这个分享链接打不开">
          链接可能已过期（分享链接 7
          天内有效）、已被分享人撤销，或没有复制完整。请向分享人索取新的链接。
        </Alert>
      </div>
    );
  }
  if (!query.data) {
    return (
      <div className="reports-page shared-pacs">
        <h1>影像报告</h1>
        <Skeleton />
      </div>
    );
  }
  return (
    <div className="reports-page shared-pacs">
      <ImagingView report={query.data} credential={code}>
        <Alert tone="info" title="这是患者分享给您的影像报告（只读）" className="no-print">
          链接有效期至 {chinaDateTimeFull(query.data.shareExpiresAt ?? query.data.reportedAt)}
          ，患者可以随时撤销。
        </Alert>
      </ImagingView>
    </div>
  );
}
