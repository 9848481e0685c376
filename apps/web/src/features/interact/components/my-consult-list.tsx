import { Link, useSearchParams } from 'react-router';
import {
  CONSULT_STATUSES,
  CONSULT_STATUS_LABELS,
  type ConsultListItem,
  type ConsultStatus,
} from '@portal/contract';
import { QueryState } from '@/components/query-state/query-state';
import { Empty } from '@/components/ui/empty';
import { Pager } from '@/components/ui/pager';
import { Tabs } from '@/components/ui/tabs';
import { chinaDateTimeFull } from '@/lib/china-date';
import { MY_CONSULT_PAGE_SIZE, useMyConsultations } from '../api/get-my-consultations';
import { ConsultUnread } from './consult-unread';
import './consult.css';

const TABS = ['all', ...CONSULT_STATUSES] as const;
type Tab = (typeof TABS)[number];
const TAB_LABELS: Record<Tab, string> = { all: '全部', ...CONSULT_STATUS_LABELS };

const STATUS_BADGE: Record<ConsultStatus, string> = {
  waiting: 'badge badge--warning',
  answered: 'badge badge--success',
  closed: 'badge badge--neutral',
  expired: 'badge badge--neutral',
};

function Item({ item, search }: { item: ConsultListItem; search: URLSearchParams }) {
  const to = new URLSearchParams(search);
  to.set('id', item.id);
  return (
    <li className="consult-row">
      <div className="consult-row__head">
        <Link className="consult-row__title" to={`/account/consult?${to}`}>
          {item.title}
        </Link>
        <ConsultUnread count={item.unread} />
      </div>
      <p className="consult-row__facts">
        <span className={STATUS_BADGE[item.status]}>{CONSULT_STATUS_LABELS[item.status]}</span>
        <span>{item.department}</span>
        {item.doctor && <span>{item.doctor}</span>}
        <span>咨询对象：{item.patientLabel}</span>
        <span>
          更新于 <time dateTime={item.updatedAt}>{chinaDateTimeFull(item.updatedAt)}</time>
        </span>
      </p>
    </li>
  );
}

function TabLabel({ tab, unread }: { tab: Tab; unread: number }) {
  return (
    <>
      {TAB_LABELS[tab]}
      <ConsultUnread count={unread} />
    </>
  );
}

function List({ status, page }: { status: ConsultStatus | undefined; page: number }) {
  const [params] = useSearchParams();
  const consultations = useMyConsultations(status, page);
  return (
    <QueryState query={consultations}>
      {({ list, total }) =>
        list.length === 0 ? (
          <Empty
            description={status ? `没有${CONSULT_STATUS_LABELS[status]}的咨询` : '还没有咨询'}
            action={{ label: '去咨询医生', to: '/interact/consult#ask' }}
          />
        ) : (
          <>
            <ul
              className="consult-rows"
              aria-label={`${status ? CONSULT_STATUS_LABELS[status] : '全部'}的咨询`}
            >
              {list.map((item) => (
                <Item key={item.id} item={item} search={params} />
              ))}
            </ul>
            <Pager page={page} pages={Math.ceil(total / MY_CONSULT_PAGE_SIZE)} />
          </>
        )
      }
    </QueryState>
  );
}

/** The account's consultations in tabs by status, each tab with its unread mark. */
export function MyConsultList() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status') ?? 'all';
  const tab: Tab = (TABS as readonly string[]).includes(raw) ? (raw as Tab) : 'all';
  const status = tab === 'all' ? undefined : tab;
  const page = Math.max(1, Number(params.get('page')) || 1);
  // The tabs' marks come with any page of the list; the first page of 全部 is asked anyway.
  const counts = useMyConsultations(undefined, 1).data?.unreadByStatus ?? {};
  const unreadOf = (t: Tab) =>
    t === 'all' ? Object.values(counts).reduce((sum, n) => sum + n, 0) : (counts[t] ?? 0);

  return (
    <Tabs
      label="按状态查看咨询"
      active={tab}
      onChange={(key) => {
        const next = new URLSearchParams();
        if (key !== 'all') next.set('status', key);
        setParams(next, { replace: true, preventScrollReset: true });
      }}
      items={TABS.map((t) => ({
        key: t,
        label: <TabLabel tab={t} unread={unreadOf(t)} />,
        content: t === tab ? <List status={status} page={page} /> : null,
      }))}
    />
  );
}
