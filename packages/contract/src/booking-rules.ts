import type { ReleaseMode } from './draw-rules.js';

// Plain constants and functions of domain-rules.md "Hospitals" and "Booking", shared by the API
// (the final word) and the web pages (labels, rules in plain words). No schema library here.

export const HOSPITAL_LEVELS = ['三级甲等', '三级乙等', '二级甲等', '二级乙等', '一级'] as const;
export type HospitalLevel = (typeof HOSPITAL_LEVELS)[number];

export const HOSPITAL_TYPES = [
  '综合医院',
  '中医医院',
  '妇幼保健院',
  '乡镇卫生院',
  '社区卫生服务中心',
] as const;
export type HospitalType = (typeof HOSPITAL_TYPES)[number];

export const DOCTOR_TITLES = ['主任医师', '副主任医师', '主治医师', '医师'] as const;
export type DoctorTitle = (typeof DOCTOR_TITLES)[number];

export const CLINIC_TYPES = ['普通', '专家', '特需', '专病'] as const;
export type ClinicType = (typeof CLINIC_TYPES)[number];

export const PERIODS = ['am', 'pm', 'night'] as const;
export type Period = (typeof PERIODS)[number];

/** Each period's label and hours in China time (domain-rules.md "Booking"). */
export const PERIOD_HOURS: Record<Period, { label: string; start: string; end: string }> = {
  am: { label: '上午', start: '08:00', end: '12:00' },
  pm: { label: '下午', start: '13:30', end: '17:00' },
  night: { label: '夜间', start: '18:00', end: '21:00' },
};

/**
 * not_released: before the release time; draw_open: released by draw and its window is open
 * (entries are taken, 抽签登记中); drawing: the window has ended and the draw is being made
 * (结果即将公布); open: bookable; full: no place left (a waiting list may be joined); stopped:
 * the hospital stopped it (停诊); closed: the period has begun or passed.
 */
export const SCHEDULE_STATES = [
  'not_released',
  'draw_open',
  'drawing',
  'open',
  'full',
  'stopped',
  'closed',
] as const;
export type ScheduleState = (typeof SCHEDULE_STATES)[number];

export const BOOKING_STATUSES = [
  'booked',
  'checked_in',
  'completed',
  'cancelled',
  'no_show',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  booked: '待就诊',
  checked_in: '已签到',
  completed: '已完成',
  cancelled: '已取消',
  no_show: '爽约',
};

export const WAITLIST_STATUSES = ['waiting', 'booked', 'lapsed', 'cancelled'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

/** A hospital's booking rules; every hospital starts with DEFAULT_BOOKING_RULES. */
export interface BookingRules {
  /** HH:mm China time at which day D's slots open, `windowDays` days before D. */
  releaseTime: string;
  /** 1 to 28. */
  windowDays: number;
  /** HH:mm on the day before the visit after which a booking can no longer be cancelled. */
  cancelCutoffTime: string;
  /** Longest slot, at most 30. */
  slotMinutes: number;
  dailyLimit: number;
  openLimit: number;
  monthlyLimit: number;
  /** `noShowLimit` no-shows within `noShowWindowDays` days suspend booking for `suspensionDays`. */
  noShowLimit: number;
  noShowWindowDays: number;
  suspensionDays: number;
  /** Waiting entries one patient may hold at once. */
  waitlistLimit: number;
  /** How schedules are released: first come, or by a draw over the first `drawMinutes`. */
  releaseMode: ReleaseMode;
  /** 1 to 60: how long after the release time entries are taken. */
  drawMinutes: number;
  /** Clinic types released by draw when `releaseMode` is draw; empty for all of them. */
  drawClinicTypes: ClinicType[];
}

export const DEFAULT_BOOKING_RULES: BookingRules = {
  releaseTime: '08:00',
  windowDays: 7,
  cancelCutoffTime: '18:00',
  slotMinutes: 30,
  dailyLimit: 2,
  openLimit: 4,
  monthlyLimit: 8,
  noShowLimit: 3,
  noShowWindowDays: 180,
  suspensionDays: 90,
  waitlistLimit: 2,
  releaseMode: 'first_come',
  drawMinutes: 5,
  drawClinicTypes: [],
};

/**
 * How a schedule is released: a department's own mode (with its minutes) wins over the
 * hospital's; the hospital's draw covers its listed clinic types (all when none are listed).
 */
export function releaseModeOf(
  rules: BookingRules,
  clinicType: ClinicType,
  department?: { releaseMode: ReleaseMode | null; drawMinutes: number | null },
): { mode: ReleaseMode; drawMinutes: number } {
  if (department?.releaseMode) {
    return {
      mode: department.releaseMode,
      drawMinutes: department.drawMinutes ?? rules.drawMinutes,
    };
  }
  const drawn =
    rules.releaseMode === 'draw' &&
    (rules.drawClinicTypes.length === 0 || rules.drawClinicTypes.includes(clinicType));
  return { mode: drawn ? 'draw' : 'first_come', drawMinutes: rules.drawMinutes };
}

/** The rules as a patient reads them, for the hospital page and the confirm page. */
export function bookingRulesInWords(r: BookingRules): string[] {
  return [
    `每天 ${r.releaseTime} 放出第 ${r.windowDays} 天的号源；当天的号在该时段开始时停止预约。`,
    `同一就诊人同一医生同一时段只能预约 1 个号，每天最多 ${r.dailyLimit} 个，待就诊的预约最多 ${r.openLimit} 个，30 天内最多预约 ${r.monthlyLimit} 次。`,
    `就诊前一天 ${r.cancelCutoffTime} 前可免费取消，取消的号源优先给候补的人。`,
    `${r.noShowWindowDays} 天内爽约 ${r.noShowLimit} 次，网上预约暂停 ${r.suspensionDays} 天。`,
    `号源约满时可加入候补，每人最多同时候补 ${r.waitlistLimit} 个。`,
    ...(r.releaseMode === 'draw'
      ? [
          `${r.drawClinicTypes.length > 0 ? r.drawClinicTypes.join('、') + '号' : '号源'}放号后 ${r.drawMinutes} 分钟内登记抽签，先登记后登记机会相同；抽签结束后剩余的号先到先得。`,
        ]
      : []),
  ];
}
