import { useState, type ReactNode } from 'react';
import { modalityInWords, type ImagingReport, type KeyImage } from '@portal/contract';
import { CollapsibleText } from '@/components/collapsible-text/collapsible-text';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { chinaDateTimeFull } from '@/lib/china-date';
import { ReadAloud } from './read-aloud';
import { ReportFooter, ReportHeader } from './report-header';

const ZOOMS = [1, 1.5, 2, 3];
// Findings and impression are what an imaging report is for: they fold only when far longer
// than a usual one (a few hundred characters), not at the short limit names and remarks use.
const TEXT_LIMIT = 600;

function imageSrc(image: KeyImage, credential: string) {
  return `${image.url}?${new URLSearchParams({ user: credential })}`;
}

/** Key images as thumbnails; one opens in a dialog with zoom steps (the image scrolls when large). */
function KeyImages({ images, credential }: { images: KeyImage[]; credential: string }) {
  const [open, setOpen] = useState<KeyImage | null>(null);
  const [zoom, setZoom] = useState(0);
  if (images.length === 0) return null;
  return (
    <section className="pacs-images" aria-labelledby="pacs-images">
      <h2 id="pacs-images">关键图像</h2>
      <ul>
        {images.map((image) => (
          <li key={image.id}>
            <button
              type="button"
              className="pacs-thumb"
              onClick={() => {
                setZoom(0);
                setOpen(image);
              }}
            >
              <img
                src={imageSrc(image, credential)}
                alt={`${image.caption}（点击放大）`}
                loading="lazy"
              />
              <span>{image.caption}</span>
            </button>
          </li>
        ))}
      </ul>
      <p className="report-legend no-print">
        关键图像为医生选取的示意画面，不能代替完整的影像资料。
      </p>
      <Dialog
        open={open !== null}
        title={open ? `关键图像：${open.caption}` : '关键图像'}
        onClose={() => setOpen(null)}
        footer={
          <div className="pacs-zoom" role="group" aria-label="缩放">
            <Button onClick={() => setZoom((z) => Math.max(0, z - 1))} disabled={zoom === 0}>
              缩小
            </Button>
            <span aria-live="polite">{Math.round(ZOOMS[zoom]! * 100)}%</span>
            <Button
              onClick={() => setZoom((z) => Math.min(ZOOMS.length - 1, z + 1))}
              disabled={zoom === ZOOMS.length - 1}
            >
              放大
            </Button>
          </div>
        }
      >
        {open && (
          // A zoomed image scrolls: the region takes focus so arrow keys scroll it too.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          <div className="pacs-viewer" tabIndex={0} role="region" aria-label="图像区域，可滚动查看">
            <img
              src={imageSrc(open, credential)}
              alt={open.caption}
              style={{ width: `${ZOOMS[zoom]! * 100}%` }}
            />
          </div>
        )}
      </Dialog>
    </section>
  );
}

/** getNewPacs shown: modality, part, time, findings, impression, doctors and key images. */
export function ImagingView({
  report,
  credential,
  actions,
  children,
  after,
}: {
  report: ImagingReport;
  /** The session token or the share code the images are fetched with. */
  credential: string;
  actions?: ReactNode;
  children?: ReactNode;
  /** Below the report (the share panel), where it does not push the findings down. */
  after?: ReactNode;
}) {
  return (
    <article className="report">
      <ReportHeader
        // The exam time stands for when: a separate sampling time says nothing more here.
        report={{ ...report, collectedAt: null }}
        extra={[
          ['检查类型', modalityInWords(report.modality)],
          ['检查部位', report.bodyPart],
          ['检查时间', chinaDateTimeFull(report.examAt)],
        ]}
        actions={
          <>
            <ReadAloud
              text={`${report.title}。检查所见：${report.findings}诊断意见：${report.impression}`}
            />
            {actions}
          </>
        }
      />
      {children}
      <section className="pacs-text" aria-labelledby="pacs-findings">
        <h2 id="pacs-findings">检查所见</h2>
        <p>
          <CollapsibleText text={report.findings} limit={TEXT_LIMIT} label="检查所见" />
        </p>
      </section>
      <section
        className={report.abnormal ? 'pacs-text pacs-text--abnormal' : 'pacs-text'}
        aria-labelledby="pacs-impression"
      >
        <h2 id="pacs-impression">
          诊断意见{report.abnormal && <span className="mark mark--abnormal">有异常发现</span>}
        </h2>
        <p>
          <CollapsibleText text={report.impression} limit={TEXT_LIMIT} label="诊断意见" />
        </p>
      </section>
      <p className="pacs-doctors">
        报告医生：{report.reportingDoctor}
        {report.reviewingDoctor && ` · 审核医生：${report.reviewingDoctor}`}
      </p>
      <KeyImages images={report.images} credential={credential} />
      {after}
      <ReportFooter note={report.note} />
    </article>
  );
}
