import { useState } from 'react';
import { Alert, Empty, Tabs } from 'antd';
import type { Booking, BookingStatus } from '@portal/contract';
import { QueryState } from '@/components/query-state/query-state';
import { useBookings } from '../api/get-bookings';
import { useWaitlist } from '../api/get-waitlist';
import { BookingCard } from './booking-card';
import { WaitlistList } from './waitlist-list';
import './booking.css';

const TABS: { key: string; label: string; statuses: BookingStatus[] }[] = [
  { key: 'open', label: '待就诊', statuses: ['booked', 'checked_in'] },
  { key: 'done', label: '已完成', statuses: ['completed'] },
  { key: 'cancelled', label: '已取消', statuses: ['cancelled'] },
  { key: 'no_show', label: '爽约', statuses: ['no_show'] },
];

function BookingTab({ list, label, now }: { list: Booking[]; label: string; now: number }) {
  if (list.length === 0) return <Empty description={`没有${label}的预约`} />;
  return (
    <ul className="booking-list" aria-label={`${label}的预约`}>
      {list.map((b) => (
        <BookingCard key={b.id} booking={b} now={now} />
      ))}
    </ul>
  );
}

/** /account/register (我的预约): bookings by state, waiting entries, and any suspension. */
export function AppointmentsPage() {
  const bookings = useBookings();
  const waitlist = useWaitlist();
  // When the page opened: whether free cancellation is still possible.
  const [now] = useState(() => Date.now());
  return (
    <div className="booking-page">
      <h1>我的预约</h1>
      <QueryState query={bookings}>
        {({ list, suspensions }) => (
          <>
            {suspensions.map((s) => (
              <Alert
                key={s.patientId}
                type="warning"
                showIcon
                title={`${s.name} 的网上预约已暂停，${s.until} 起恢复`}
                description={s.message}
              />
            ))}
            <Tabs
              // Narrow gaps keep all five tabs on a 375 px phone in elder mode: an overflow
              // menu would hide them and put a non-tab inside the tablist.
              tabBarGutter={8}
              items={[
                ...TABS.map((t) => ({
                  key: t.key,
                  label: t.label,
                  children: (
                    <BookingTab
                      label={t.label}
                      now={now}
                      list={list.filter((b) => t.statuses.includes(b.status))}
                    />
                  ),
                })),
                {
                  key: 'waitlist',
                  label: '候补',
                  children: (
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
