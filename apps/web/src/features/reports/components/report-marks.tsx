import { LAB_FLAG_LABELS, type LabFlag, type ReportSummary } from '@portal/contract';

/** A lab flag as arrow and word (偏高, 偏低, 危急值, 阳性): never colour alone. */
export function FlagLabel({ flag }: { flag: LabFlag | null }) {
  if (!flag) return <span className="flag flag--normal">正常</span>;
  const { arrow, word } = LAB_FLAG_LABELS[flag];
  return (
    <span className={`flag flag--${flag.toLowerCase()}`}>
      <span aria-hidden="true">{arrow}</span> {word}
    </span>
  );
}

/** The marks of a report in a list: unread, abnormal, critical, in words. */
export function ReportMarks({ report }: { report: ReportSummary }) {
  return (
    <span className="report-marks">
      {!report.read && <span className="mark mark--unread">未读</span>}
      {report.critical ? (
        <span className="mark mark--critical">
          <span aria-hidden="true">!</span> 含危急值
        </span>
      ) : (
        report.abnormal && (
          <span className="mark mark--abnormal">
            <span aria-hidden="true">!</span> 有异常结果
          </span>
        )
      )}
    </span>
  );
}
