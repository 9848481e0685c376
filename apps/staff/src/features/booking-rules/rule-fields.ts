import type { BookingRulesBody } from '@portal/contract';

export interface RuleField {
  key: keyof BookingRulesBody;
  label: string;
  /** What the rule does, in the words a hospital administrator uses. */
  help: string;
  kind: 'time' | 'number';
  unit?: string;
  min?: number;
  max?: number;
}

/** Every booking rule with its meaning; the ranges match the contract's BookingRulesBody. */
export const RULE_FIELDS: RuleField[] = [
  {
    key: 'releaseTime',
    label: '放号时间',
    help: '每天这个时间放出新一天的号源',
    kind: 'time',
  },
  {
    key: 'windowDays',
    label: '预约周期',
    help: '可提前多少天预约：放号时间一到，放出第 N 天的号',
    kind: 'number',
    unit: '天',
    min: 1,
    max: 28,
  },
  {
    key: 'cancelCutoffTime',
    label: '退号截止时间',
    help: '就诊前一天的这个时间之前可以免费取消，之后不能再取消',
    kind: 'time',
  },
  {
    key: 'slotMinutes',
    label: '分时段长度',
    help: '新排班按多长时间切成一个就诊时段（已有排班不变）',
    kind: 'number',
    unit: '分钟',
    min: 5,
    max: 30,
  },
  {
    key: 'dailyLimit',
    label: '每日限约',
    help: '同一就诊人同一天最多预约几个号（各医院合计）',
    kind: 'number',
    unit: '个',
    min: 1,
    max: 10,
  },
  {
    key: 'openLimit',
    label: '待就诊上限',
    help: '同一就诊人最多同时持有几个还没就诊的预约',
    kind: 'number',
    unit: '个',
    min: 1,
    max: 20,
  },
  {
    key: 'monthlyLimit',
    label: '30 天限约',
    help: '同一就诊人 30 天内最多预约几次',
    kind: 'number',
    unit: '次',
    min: 1,
    max: 60,
  },
  {
    key: 'noShowLimit',
    label: '爽约次数',
    help: '统计期内爽约达到这个次数，暂停网上预约',
    kind: 'number',
    unit: '次',
    min: 1,
    max: 10,
  },
  {
    key: 'noShowWindowDays',
    label: '爽约统计天数',
    help: '爽约次数在最近多少天内累计',
    kind: 'number',
    unit: '天',
    min: 1,
    max: 365,
  },
  {
    key: 'suspensionDays',
    label: '暂停预约天数',
    help: '爽约达到次数后，暂停网上预约多少天',
    kind: 'number',
    unit: '天',
    min: 1,
    max: 365,
  },
  {
    key: 'waitlistLimit',
    label: '候补上限',
    help: '号源约满时，每人最多同时候补几个排班（0 表示不开放候补）',
    kind: 'number',
    unit: '个',
    min: 0,
    max: 10,
  },
];
