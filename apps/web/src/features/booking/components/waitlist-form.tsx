import { Link } from 'react-router';
import type { Schedule } from '@portal/contract';
import { loadErrorText } from '@/lib/react-query';
import { useJoinWaitlist } from '../api/join-waitlist';
import { BookingPatientPicker, useBookingPatient } from './booking-patient-picker';
import { VisitFacts } from './visit-facts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/** A full schedule: choose the patient and join its waiting list (候补). */
export function WaitlistForm({ schedule }: { schedule: Schedule }) {
  const join = useJoinWaitlist();
  const [patientId, setPatientId] = useBookingPatient();

  if (join.data) {
    return (
      <section className="booking-section" aria-labelledby="waitlist-done">
        <h2 id="waitlist-done">已加入候补</h2>
        <p>
          有人取消时，号源会按加入顺序自动给候补的人，并以短信通知；时段开始前仍未候补到则自动失效。
        </p>
        <p>
          可以在<Link to="/account/register">我的预约</Link>的“候补”中查看或退出候补。
        </p>
      </section>
    );
  }

  return (
    <>
      <section className="booking-section" aria-labelledby="waitlist-visit">
        <h2 id="waitlist-visit">候补的排班（已约满）</h2>
        <VisitFacts schedule={schedule} time={`${schedule.start}–${schedule.end}`} />
      </section>
      <section className="booking-section" aria-labelledby="waitlist-patient">
        <h2 id="waitlist-patient">选择就诊人</h2>
        <BookingPatientPicker value={patientId} onChange={setPatientId} />
        {join.isError && (
          <Alert className="booking-error" tone="error" title={loadErrorText(join.error)} />
        )}
        <div className="booking-actions">
          <Button
            variant="primary"
            disabled={!patientId}
            loading={join.isPending}
            onClick={() => join.mutate({ scheduleId: schedule.id, patientId })}
          >
            加入候补
          </Button>
          {!patientId && <span className="booking-muted">请先选择就诊人</span>}
        </div>
      </section>
    </>
  );
}
