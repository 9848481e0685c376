import type { ReactNode } from 'react';
import type { LabReport } from '@portal/contract';
import { CollapsibleText } from '@/components/collapsible-text/collapsible-text';
import { Button } from '@/components/ui/button';
import { chinaDateTimeFull, chinaToday } from '@/lib/china-date';

type Header = Pick<
  LabReport,
  | 'title'
  | 'hosName'
  | 'reportNo'
  | 'department'
  | 'doctor'
  | 'performer'
  | 'patient'
  | 'collectedAt'
  | 'reportedAt'
  | 'note'
>;

/**
 * A report's head: title, hospital, patient (masked) and times, with a print button. The
 * print line (site and the day printed) shows only on paper.
 */
export function ReportHeader({
  report,
  extra = [],
  actions,
}: {
  report: Header;
  extra?: [string, ReactNode][];
  actions?: ReactNode;
}) {
  const facts: [string, ReactNode][] = [
    ['医院', report.hosName],
    [
      '患者',
      `${report.patient.name}${report.patient.sex ? ` ${report.patient.sex}` : ''}${report.patient.age !== null ? ` ${report.patient.age} 岁` : ''}`,
    ],
    ['报告单号', report.reportNo],
    ...extra,
    ['科室', report.department],
    ['申请医生', report.doctor],
    ['检验科室/机构', report.performer],
    ['采样/检查时间', report.collectedAt && chinaDateTimeFull(report.collectedAt)],
    ['报告时间', chinaDateTimeFull(report.reportedAt)],
  ];
  return (
    <header className="report-head">
      <p className="report-print-line">青禾县 12320 健康服务平台 · 打印日期 {chinaToday()}</p>
      <h1>{report.title}</h1>
      <dl className="report-facts">
        {facts
          .filter(([, v]) => v !== null && v !== undefined && v !== '')
          .map(([k, v]) => (
            <div key={k} className="report-fact">
              <dt>{k}</dt>
              {/* Names come from the hospital at any length: long ones fold. */}
              <dd>{typeof v === 'string' ? <CollapsibleText text={v} label={k} /> : v}</dd>
            </div>
          ))}
      </dl>
      <div className="report-actions no-print">
        <Button onClick={() => window.print()}>打印报告</Button>
        {actions}
      </div>
    </header>
  );
}

/** The hospital's remark and the reminder every report carries. */
export function ReportFooter({ note }: { note: string | null }) {
  return (
    <footer className="report-foot">
      {note && (
        <p className="report-note">
          医院备注：
          <CollapsibleText text={note} label="医院备注" />
        </p>
      )}
      <p className="report-disclaimer">
        本报告由医院信息系统传送，仅供查阅；结果的意义请结合症状由医生判断，如有疑问请咨询开单医生或拨打
        12320。
      </p>
    </footer>
  );
}
