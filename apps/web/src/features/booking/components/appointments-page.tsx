import { useEffect, useState, type ReactNode } from 'react';
import type { Booking, BookingStatus } from '@portal/contract';
import { QueryState } from '@/components/query-state/query-state';
import { Alert } from '@/components/ui/alert';
import { Empty } from '@/components/ui/empty';
import { Tabs } from '@/components/ui/tabs';
import { keepBookings } from '@/lib/offline/sync';
import { useBookings } from '../api/get-bookings';
import { useDrawEntries } from '../api/get-draw-entries';
import { useWaitlist } from '../api/get-waitlist';
import { BookingCard } from './booking-card';
import { DrawEntryList } from './draw-entry-list';
import { WaitlistList } from './waitlist-list';
import './booking.css';

const TABS: { key: string; label: string; statuses: BookingStatus[] }[] = [
  { key: 'open', label: '待就诊', statuses: ['booked', 'checked_in'] },
  { key: 'done', label: '已完成', statuses: ['completed'] },
  { key: 'cancelled', label: '已取消', statuses: ['cancelled'] },
  { key: 'no_show', label: '爽约', statuses: ['no_show'] },
];

/** What other features show inside a booking's card, composed by the route file. */
type VisitExtra = (booking: Booking) => ReactNode;

function BookingTab({
  list,
  label,
  now,
  visitExtra,
}: {
  list: Booking[];
  label: string;
  now: number;
  visitExtra?: VisitExtra;
}) {
  if (list.length === 0) {
    // Nothing waiting: the next step is booking one.
    return label === '待就诊' ? (
      <Empty
        description="没有待就诊的预约。需要看病时，可以在网上预约挂号。"
        action={{ label: '去预约', to: '/register' }}
      />
    ) : (
      <Empty description={`没有${label}的预约`} />
    );
  }
  return (
    <ul className="booking-list" aria-label={`${label}的预约`}>
      {list.map((b) => (
        <BookingCard key={b.id} booking={b} now={now} extra={visitExtra?.(b)} />
      ))}
    </ul>
  );
}

/** /account/register (我的预约): draw entries, bookings by state, waiting entries, and any suspension. */
export function AppointmentsPage({ visitExtra }: { visitExtra?: VisitExtra }) {
  const bookings = useBookings();
  const waitlist = useWaitlist();
  const entries = useDrawEntries();
  // When the page opened: whether free cancellation is still possible.
  const [now] = useState(() => Date.now());
  const [tab, setTab] = useState('open');
  // With offline saving on, the list just read is what this device keeps for no network.
  useEffect(() => {
    if (bookings.data) void keepBookings(bookings.data).catch(() => undefined);
  }, [bookings.data]);
  return (
    <div className="booking-page">
      <h1>我的预约</h1>
      <QueryState query={bookings}>
        {({ list, suspensions }) => (
          <>
            {suspensions.map((s) => (
              <Alert
                key={s.patientId}
                className="booking-error"
                tone="warning"
                title={`${s.name} 的网上预约已暂停，${s.until} 起恢复`}
              >
                {s.message}
              </Alert>
            ))}
            {/* Entries are an extra: the bookings show even when their list fails to load. */}
            {entries.data && <DrawEntryList entries={entries.data} />}
            <Tabs
              label="预约状态"
              active={tab}
              onChange={setTab}
              items={[
                ...TABS.map((t) => ({
                  key: t.key,
                  label: t.label,
                  content: (
                    <BookingTab
                      label={t.label}
                      now={now}
                      visitExtra={visitExtra}
                      list={list.filter((b) => t.statuses.includes(b.status))}
                    />
                  ),
                })),
                {
                  key: 'waitlist',
                  label: '候补',
                  content: (
                    <QueryState query={waitlist}>
                      {(entries) => <WaitlistList entries={entries} />}
                    </QueryState>
                  ),
                },
              ]}
            />
          </>
        )}
      </QueryState>
    </div>
  );
}
