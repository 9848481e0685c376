import { Link, useSearchParams } from 'react-router';
import { LAB_LIST_TYPES, REPORT_TYPE_LABELS, type ReportSummary } from '@portal/contract';
import { QueryState } from '@/components/query-state/query-state';
import { Empty } from '@/components/ui/empty';
import { chinaDateTimeFull } from '@/lib/china-date';
import { useReportHospitals } from '../api/get-report-hospitals';
import { useReports } from '../api/get-reports';
import { ConsentGate, ReportPersonPicker } from './consent-gate';
import { LabReportView } from './lab-report-view';
import { MicroReportView } from './micro-report-view';
import { ReportMarks } from './report-marks';
import './reports.css';

function ReportRow({ report, patient }: { report: ReportSummary; patient: string }) {
  const to = `?${new URLSearchParams({ patient, hos: report.hos, id: report.id, type: report.type })}`;
  return (
    <li className={report.read ? 'report-row' : 'report-row report-row--unread'}>
      <Link to={to} className="report-row__link">
        <span className="report-row__title">{report.title}</span>
        <span className="report-row__meta">
          {REPORT_TYPE_LABELS[report.type]} · {chinaDateTimeFull(report.reportedAt)}
        </span>
        <ReportMarks report={report} />
      </Link>
    </li>
  );
}

function HospitalReports({ patient, hos }: { patient: string; hos: string }) {
  const list = useReports({ patientId: patient, hos });
  return (
    <QueryState query={list}>
      {(reports) => (
        <ul className="report-rows">
          {/* Lab and microbiology only: imaging reports have their own list (影像报告). */}
          {reports
            .filter((r) => LAB_LIST_TYPES.includes(r.type))
            .map((r) => (
              <ReportRow key={r.id} report={r} patient={patient} />
            ))}
        </ul>
      )}
    </QueryState>
  );
}

function ReportHospitalsOf({ patient }: { patient: string }) {
  const [params] = useSearchParams();
  const hospitals = useReportHospitals(patient);
  const chosen = params.get('hos') ?? hospitals.data?.[0]?.id;
  return (
    <QueryState query={hospitals}>
      {(list) =>
        list.length === 0 ? (
          <Empty description="暂时没有报告。医院出具报告后会自动传到这里，通常在报告审核后几分钟内。" />
        ) : (
          <>
            <nav aria-label="有报告的医院" className="report-hospitals">
              <ul>
                {list.map((h) => (
                  <li key={h.id}>
                    <Link
                      to={`?${new URLSearchParams({ patient, hos: h.id })}`}
                      replace
                      className="report-hospital"
                      aria-current={h.id === chosen ? 'true' : undefined}
                    >
                      {h.name}
                      <span className="report-hospital__count">
                        {h.reports} 份{h.unread > 0 && `，${h.unread} 份未读`}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            {chosen && <HospitalReports patient={patient} hos={chosen} />}
          </>
        )
      }
    </QueryState>
  );
}

function ReportIndex() {
  const [params, setParams] = useSearchParams();
  const patient = params.get('patient') ?? 'self';
  return (
    <div className="reports-page">
      <h1>检验报告</h1>
      <ReportPersonPicker
        patient={patient}
        onChange={(id) => setParams({ patient: id }, { replace: true, preventScrollReset: true })}
      />
      <ConsentGate patient={patient}>{() => <ReportHospitalsOf patient={patient} />}</ConsentGate>
    </div>
  );
}

/** /account/report: hospitals and their lab and microbiology reports; one opens in place. */
export function ReportPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const patient = params.get('patient') ?? 'self';
  if (!id) return <ReportIndex />;
  const hos = params.get('hos') ?? undefined;
  return (
    <div className="reports-page">
      <Link
        className="report-back no-print"
        to={`?${new URLSearchParams({ patient, ...(hos ? { hos } : {}) })}`}
      >
        ← 返回报告列表
      </Link>
      {params.get('type') === 'micro' ? (
        <MicroReportView id={id} hos={hos} />
      ) : (
        <LabReportView id={id} hos={hos} />
      )}
    </div>
  );
}
