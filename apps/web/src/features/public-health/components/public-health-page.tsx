import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { ImmunizationSchedule, Notice } from '@portal/contract';
import { QueryState } from '@/components/query-state/query-state';
import { Empty } from '@/components/ui/empty';
import { useImmunization } from '../api/get-immunization';
import { useNotices } from '../api/get-notices';
import { useServices } from '../api/get-services';
import { ImmunizationTable } from './immunization-table';
import { ServiceList } from './service-list';
import './public-health.css';

/**
 * Notices folded to their titles and dates: five open filled some 2,600 px of an elder-mode
 * phone. The one the home page links (#notice-id) is opened by the page.
 */
function Notices({ notices }: { notices: Notice[] }) {
  if (notices.length === 0) return <Empty description="目前没有公告。" />;
  return (
    <ul className="ph-notices">
      {notices.map((n) => (
        <li key={n.id} id={`notice-${n.id}`}>
          <details>
            <summary>
              <span className="ph-notice__title">{n.title}</span>
              <time dateTime={n.date}>{n.date}</time>
            </summary>
            <p>{n.body}</p>
          </details>
        </li>
      ))}
    </ul>
  );
}

function Schedule({ schedule }: { schedule: ImmunizationSchedule }) {
  return (
    <>
      <ImmunizationTable schedule={schedule} />
      <h3>说明</h3>
      <ul>
        {schedule.vaccines
          .filter((v) => v.note)
          .map((v) => (
            <li key={v.abbr}>
              {v.name}：{v.note}
            </li>
          ))}
        {schedule.notes.map((n) => (
          <li key={n}>{n}</li>
        ))}
      </ul>
      {/* The documents behind the table, for those who check: folded, as on each service. */}
      <details className="ph-schedule-sources">
        <summary>依据的文件</summary>
        <p className="ph-sources">
          {schedule.source}
          {schedule.amendments
            .map((a) => `；${a.source}（${a.effective} 起执行：${a.text}）`)
            .join('')}
        </p>
      </details>
    </>
  );
}

/** /public_health: notices, the basic public health services, the children's immunization table. */
export function PublicHealthPage() {
  const notices = useNotices();
  const services = useServices();
  const schedule = useImmunization();
  const { hash } = useLocation();

  // The home page links a notice by its #notice-id: open and show it once the notices are there.
  useEffect(() => {
    const linked = hash && notices.data ? document.getElementById(hash.slice(1)) : null;
    linked?.querySelector('details')?.setAttribute('open', '');
    linked?.scrollIntoView();
  }, [hash, notices.data]);

  return (
    <div className="page-container ph-page">
      <h1>基本公共卫生服务</h1>
      <p className="ph-intro">
        国家基本公共卫生服务由政府出钱，县里的乡镇卫生院、社区卫生服务中心和村卫生室为全县居民免费提供。下面是每项服务的对象、免费项目和去哪里办，以及儿童免疫程序和最新公告。
      </p>
      <nav aria-label="本页目录" className="ph-toc">
        <a href="#ph-notices">公告</a>
        <a href="#ph-services">服务项目</a>
        <a href="#ph-immunization">儿童免疫程序</a>
      </nav>
      <section aria-labelledby="ph-notices">
        <h2 id="ph-notices">公告</h2>
        <QueryState query={notices}>{(list) => <Notices notices={list} />}</QueryState>
      </section>
      <section aria-labelledby="ph-services">
        <h2 id="ph-services">服务项目</h2>
        <QueryState query={services}>{(list) => <ServiceList services={list} />}</QueryState>
      </section>
      <section aria-labelledby="ph-immunization">
        <h2 id="ph-immunization">儿童免疫程序</h2>
        <QueryState query={schedule}>{(s) => <Schedule schedule={s} />}</QueryState>
      </section>
    </div>
  );
}
