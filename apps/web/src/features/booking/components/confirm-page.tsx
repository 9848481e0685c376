import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Schedule, Slot } from '@portal/contract';
import { QueryState } from '@/components/query-state/query-state';
import { ApiError } from '@/lib/api-client';
import { loadErrorText } from '@/lib/react-query';
import { DrawNotice, drawPath } from '@/components/draw-window/draw-window';
import { usePageTitle } from '@/lib/page-title';
import { isDrawEntry, useCreateBooking } from '../api/create-booking';
import { useSlots } from '@/lib/schedule-slots';
import { useSchedule } from '../api/get-schedule';
import { BookingResult } from './booking-result';
import { BookingPatientPicker, useBookingPatient } from './booking-patient-picker';
import { newAttemptKey } from './attempt-key';
import { DrawEntryForm, DrawEntryResult } from './draw-entry-form';
import { VisitFacts } from './visit-facts';
import { WaitlistForm } from './waitlist-form';
import './booking.css';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

function ConfirmForm({ schedule, slot }: { schedule: Schedule; slot: Slot }) {
  const booking = useCreateBooking();
  const [patientId, setPatientId] = useBookingPatient();
  // One key per attempt: kept for a resend after a dropped answer, new after a refusal or
  // when the patient changes (then it is another booking).
  const [key, setKey] = useState(newAttemptKey);
  // When the page opened: enough to say whether free cancellation is already over.
  const [openedAt] = useState(() => Date.now());

  if (booking.data) {
    // The window of a draw opened while the page was open: the press became an entry.
    return isDrawEntry(booking.data) ? (
      <DrawEntryResult entry={booking.data.entry} schedule={schedule} />
    ) : (
      <BookingResult booking={booking.data} schedule={schedule} />
    );
  }

  const submit = () =>
    booking.mutate(
      { body: { slotId: slot.id, patientId }, key },
      { onError: (e) => e instanceof ApiError && setKey(newAttemptKey()) },
    );

  return (
    <>
      <section className="booking-section" aria-labelledby="confirm-visit">
        <h2 id="confirm-visit">就诊信息</h2>
        <VisitFacts
          schedule={schedule}
          time={`${slot.start}–${slot.end}`}
          extra={[['剩余号源', `${slot.remaining} 个`]]}
        />
        {Date.parse(schedule.cancelDeadline) <= openedAt && (
          <Alert
            className="booking-error"
            tone="warning"
            title="已过免费取消时间：预约成功后不能在网上取消，请确认能按时就诊。"
          />
        )}
      </section>
      <section className="booking-section" aria-labelledby="confirm-patient">
        <h2 id="confirm-patient">选择就诊人</h2>
        <BookingPatientPicker
          value={patientId}
          onChange={(id) => {
            setPatientId(id);
            setKey(newAttemptKey());
          }}
        />
        {booking.isError && (
          <Alert className="booking-error" tone="error" title={loadErrorText(booking.error)}>
            <Link to="/register">返回选择其他号源</Link>
          </Alert>
        )}
        <div className="booking-actions">
          <Button
            variant="primary"
            disabled={!patientId}
            loading={booking.isPending}
            onClick={submit}
          >
            确认预约
          </Button>
          {!patientId && <span className="booking-muted">请先选择就诊人</span>}
        </div>
      </section>
    </>
  );
}

/** A drawn schedule outside its window: when entries are taken, or that the draw is being made. */
function DrawNotNow({ schedule }: { schedule: Schedule }) {
  const drawing = schedule.state === 'drawing';
  return (
    <Alert
      tone={drawing ? 'info' : 'warning'}
      title={drawing ? '正在抽签，结果即将公布' : '这个号源以抽签方式放号，还没到登记时间'}
    >
      {drawing ? (
        <Link to={drawPath(schedule.id)}>抽签规则与结果</Link>
      ) : (
        <DrawNotice scheduleId={schedule.id} window={schedule.draw!} done={false} />
      )}
    </Alert>
  );
}

function ConfirmBody({
  schedule,
  slots,
  slotId,
}: {
  schedule: Schedule;
  slots: Slot[];
  slotId: string;
}) {
  if (schedule.draw && !schedule.draw.done) {
    if (schedule.state === 'draw_open') return <DrawEntryForm schedule={schedule} slots={slots} />;
    if (schedule.state === 'not_released' || schedule.state === 'drawing') {
      return <DrawNotNow schedule={schedule} />;
    }
  }
  const slot = slots.find((x) => x.id === slotId);
  // A link to enter a draw opened after the draw: the places left go first come.
  if (!slot && schedule.draw?.done) {
    return (
      <Alert tone="info" title="这次抽签已结束，剩余的号先到先得">
        <Link to={drawPath(schedule.id)}>查看抽签结果</Link>{' '}
        <Link to="/register">返回预约挂号选择时段</Link>
      </Alert>
    );
  }
  if (!slot) {
    return (
      <Alert tone="warning" title="找不到这个就诊时段">
        <Link to="/register">返回预约挂号重新选择</Link>
      </Alert>
    );
  }
  return <ConfirmForm schedule={schedule} slot={slot} />;
}

/**
 * /register/confirm?schedule=&slot=: choose the patient, check the visit, confirm; with
 * `waitlist=1` (a full schedule) join its waiting list instead; on a schedule released by draw
 * inside its window (no slot needed), enter the draw with up to three preferred slots.
 */
export function ConfirmPage() {
  const [params] = useSearchParams();
  const scheduleId = params.get('schedule') ?? '';
  const slotId = params.get('slot') ?? '';
  const schedule = useSchedule(scheduleId);
  const slots = useSlots(scheduleId);
  const entering = schedule.data?.state === 'draw_open';
  usePageTitle(entering ? '登记抽签' : undefined);
  if (params.get('waitlist') === '1') {
    return (
      <div className="page-container booking-page">
        <h1>加入候补</h1>
        <QueryState query={schedule}>{(s) => <WaitlistForm schedule={s} />}</QueryState>
      </div>
    );
  }
  return (
    <div className="page-container booking-page">
      <h1>{entering ? '登记抽签' : '确认预约'}</h1>
      <QueryState query={schedule}>
        {(s) => (
          <QueryState query={slots}>
            {(list) => <ConfirmBody schedule={s} slots={list} slotId={slotId} />}
          </QueryState>
        )}
      </QueryState>
    </div>
  );
}
