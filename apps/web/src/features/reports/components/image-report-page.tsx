import { Link, useSearchParams } from 'react-router';
import { QueryState } from '@/components/query-state/query-state';
import { Empty } from '@/components/ui/empty';
import { chinaDateTimeFull } from '@/lib/china-date';
import { useSession } from '@/lib/session-store';
import { usePacsReport } from '../api/get-pacs-report';
import { useReports } from '../api/get-reports';
import { ConsentGate, ReportPersonPicker } from './consent-gate';
import { ImagingView } from './imaging-view';
import { ReportMarks } from './report-marks';
import { SharePanel } from './share-panel';
import './reports.css';

function ImagingRows({ patient }: { patient: string }) {
  const list = useReports({ patientId: patient, type: 'imaging' });
  return (
    <QueryState query={list}>
      {(reports) =>
        reports.length === 0 ? (
          <Empty description="暂时没有影像报告。放射、超声等检查的报告审核后会自动传到这里。" />
        ) : (
          <ul className="report-rows">
            {reports.map((r) => (
              <li key={r.id} className={r.read ? 'report-row' : 'report-row report-row--unread'}>
                <Link
                  to={`?${new URLSearchParams({ patient, selid: r.id })}`}
                  className="report-row__link"
                >
                  <span className="report-row__title">{r.title}</span>
                  <span className="report-row__meta">
                    {r.hosName} · {chinaDateTimeFull(r.reportedAt)}
                  </span>
                  <ReportMarks report={r} />
                </Link>
              </li>
            ))}
          </ul>
        )
      }
    </QueryState>
  );
}

function ImagingList() {
  const [params, setParams] = useSearchParams();
  const patient = params.get('patient') ?? 'self';
  return (
    <div className="reports-page">
      <h1>影像报告</h1>
      <ReportPersonPicker
        patient={patient}
        onChange={(id) => setParams({ patient: id }, { replace: true, preventScrollReset: true })}
      />
      <ConsentGate patient={patient}>{() => <ImagingRows patient={patient} />}</ConsentGate>
    </div>
  );
}

function OwnImaging({ selid, patient }: { selid: string; patient: string }) {
  const token = useSession((s) => s.token);
  const query = usePacsReport(selid, token);
  return (
    <div className="reports-page">
      <Link className="report-back no-print" to={`?${new URLSearchParams({ patient })}`}>
        ← 返回影像报告列表
      </Link>
      <QueryState query={query} heading="影像报告">
        {(report) => (
          <ImagingView
            report={report}
            credential={token}
            after={<SharePanel reportId={report.id} />}
          />
        )}
      </QueryState>
    </div>
  );
}

/** /account/image_report: the imaging list, and one report with its share link. */
export function ImageReportPage() {
  const [params] = useSearchParams();
  const selid = params.get('selid');
  return selid ? (
    <OwnImaging selid={selid} patient={params.get('patient') ?? 'self'} />
  ) : (
    <ImagingList />
  );
}
