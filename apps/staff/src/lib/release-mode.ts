import { DRAW_MINUTES, RELEASE_MODE_LABELS, RELEASE_MODES } from '@portal/contract';

// 放号方式 as both console forms offer it: the hospital's booking rules and a department's own.

export const RELEASE_MODE_OPTIONS = RELEASE_MODES.map((mode) => ({
  value: mode,
  label: RELEASE_MODE_LABELS[mode],
}));

/** What a draw means, in the words the administrator will answer patients with. */
export function drawHelp(minutes: number | null | undefined): string {
  const within = minutes ? ` ${minutes} 分钟内` : '规定的时间内';
  return `抽签：放号后${within}登记的人机会相同，截止后系统公开抽签；剩余号源先到先得。`;
}

/** The rule every 抽签登记时长 field checks, matching the contract's range. */
export const DRAW_MINUTES_RULE = {
  type: 'integer' as const,
  min: DRAW_MINUTES.min,
  max: DRAW_MINUTES.max,
  message: `抽签登记时长应为 ${DRAW_MINUTES.min} 到 ${DRAW_MINUTES.max} 之间的整数（分钟）`,
};
