import { useState } from 'react';
import { Link } from 'react-router';
import type { DrawEntry, Schedule, Slot } from '@portal/contract';
import { DrawNotice, drawPath, drawWindowTime } from '@/components/draw-window/draw-window';
import { TimeRanges } from '@/components/time-ranges/time-ranges';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { chinaDateTime } from '@/lib/china-date';
import { loadErrorText } from '@/lib/react-query';
import { isDrawEntry, useCreateBooking } from '../api/create-booking';
import { BookingPatientPicker, useBookingPatient } from './booking-patient-picker';
import { newAttemptKey } from './attempt-key';
import { PreferredSlots } from './draw-entry-list';
import { PreferencePicker } from './preference-picker';
import { VisitFacts } from './visit-facts';

/** After a 202: the entry recorded, when the result comes and where to see it. */
export function DrawEntryResult({ entry, schedule }: { entry: DrawEntry; schedule: Schedule }) {
  return (
    <section className="booking-section booking-done" aria-labelledby="draw-entry-done">
      <h2 id="draw-entry-done">抽签登记成功</h2>
      <p className="booking-code">
        结果公布时间 <strong>{chinaDateTime(entry.resultAt)}</strong>
      </p>
      <VisitFacts
        schedule={schedule}
        time={`${schedule.start}–${schedule.end}`}
        extra={[
          ['登记编号', entry.id],
          ['就诊人', `${entry.patient.name}（${entry.patient.relation}）`],
          ['意向时段', <PreferredSlots key="p" slots={entry.preferredSlots} />],
          ['未中签时', entry.waitlist ? '加入候补' : '不加入候补'],
        ]}
      />
      <p>登记不占号。抽签后结果将短信通知，并显示在我的预约；中签的号会出现在“待就诊”中。</p>
      <div className="booking-actions">
        <Link className="btn btn--primary" to="/account/register">
          我的预约
        </Link>
        <Link className="booking-link-button" to={drawPath(schedule.id)}>
          抽签规则与结果
        </Link>
      </div>
    </section>
  );
}

/** Why an entry was refused, with the way on that fits the refusal. */
function EntryError({ error, schedule }: { error: unknown; schedule: Schedule }) {
  const code = error instanceof ApiError ? error.code : null;
  return (
    <Alert className="booking-error" tone="error" title={loadErrorText(error)}>
      {code === 'DUPLICATE_ENTRY' ? (
        <Link to="/account/register">到我的预约查看已有的登记</Link>
      ) : code === 'DRAW_PENDING' ? (
        <Link to={drawPath(schedule.id)}>查看抽签结果</Link>
      ) : (
        <Link to="/register">返回选择其他号源</Link>
      )}
    </Alert>
  );
}

/**
 * A schedule released by draw, inside its window: the preferred time slots in order (or any),
 * the patient and the waiting-list choice, then one entry (POST /api/bookings answers 202).
 */
export function DrawEntryForm({ schedule, slots }: { schedule: Schedule; slots: Slot[] }) {
  const booking = useCreateBooking();
  const [patientId, setPatientId] = useBookingPatient();
  const [prefs, setPrefs] = useState<string[]>([]);
  const [waitlist, setWaitlist] = useState(true);
  // One key per attempt, as for a booking: a new one after a refusal or another choice.
  const [key, setKey] = useState(newAttemptKey);
  const draw = schedule.draw!;
  const renew = () => setKey(newAttemptKey());

  if (booking.data && isDrawEntry(booking.data)) {
    return <DrawEntryResult entry={booking.data.entry} schedule={schedule} />;
  }

  const submit = () =>
    booking.mutate(
      {
        // The slot names the schedule; the preferences say which places are wanted.
        body: { slotId: prefs[0] ?? slots[0]!.id, patientId, preferredSlotIds: prefs, waitlist },
        key,
      },
      { onError: (e) => e instanceof ApiError && renew() },
    );

  return (
    <>
      <section className="booking-section" aria-labelledby="draw-visit">
        <h2 id="draw-visit">就诊信息</h2>
        <VisitFacts
          schedule={schedule}
          time={`${schedule.start}–${schedule.end}`}
          extra={[
            // Clock ranges kept whole on a line: an elder-mode phone broke 14:30– / 15:00.
            ['放号方式', <TimeRanges key="m" text={`抽签（${drawWindowTime(draw)} 登记）`} />],
            // Each slot with its places is in the preference lists below.
            ['号源', `${slots.reduce((n, x) => n + x.capacity, 0)} 个，分 ${slots.length} 个时段`],
          ]}
        />
        <DrawNotice scheduleId={schedule.id} window={draw} done={false} started />
      </section>
      <section className="booking-section" aria-labelledby="draw-choice">
        <h2 id="draw-choice">意向时段与就诊人</h2>
        <PreferencePicker
          slots={slots}
          value={prefs}
          onChange={(next) => {
            setPrefs(next);
            renew();
          }}
        />
        <label className="draw-waitlist">
          <input
            type="checkbox"
            checked={waitlist}
            onChange={(e) => {
              setWaitlist(e.target.checked);
              renew();
            }}
          />
          未中签时加入候补
        </label>
        <h3 className="draw-patient-title">选择就诊人</h3>
        <BookingPatientPicker
          value={patientId}
          onChange={(id) => {
            setPatientId(id);
            renew();
          }}
        />
        <p className="draw-terms">
          登记不占号；{chinaDateTime(draw.windowEnd)}{' '}
          截止后统一抽签，结果将短信通知并显示在我的预约。
        </p>
        {booking.isError && <EntryError error={booking.error} schedule={schedule} />}
        <div className="booking-actions">
          <Button
            variant="primary"
            disabled={!patientId}
            loading={booking.isPending}
            onClick={submit}
          >
            登记抽签
          </Button>
          {!patientId && <span className="booking-muted">请先选择就诊人</span>}
        </div>
      </section>
    </>
  );
}
