// The points rules of domain-rules.md "Points" as data: which deeds earn points, how often,
// and the default amounts an operator may change (site setting `rules.points`). Shared by the
// API (the ledger) and the points page (how to earn, in plain words). No schema library here.

export const POINT_RULES = [
  'identity_verified',
  'daily_sign_in',
  'review_written',
  'question_asked',
  'constitution_saved',
] as const;
export type PointRule = (typeof POINT_RULES)[number];

/**
 * How often a rule credits one account: `once` ever, `daily` once a China day, `each` once
 * per thing done (the caller names it, e.g. the review's id).
 */
export type PointScope = 'once' | 'daily' | 'each';

export interface PointRuleInfo {
  /** What the ledger says the entry was for. */
  label: string;
  scope: PointScope;
  /** How to earn it, for the rules on the points page. */
  how: string;
  /**
   * Whether the portal offers the deed yet: the points page lists only these, so nobody is
   * promised points for something they cannot do. The feature that calls the rule sets it.
   */
  offered: boolean;
}

export const POINT_RULE_INFO: Record<PointRule, PointRuleInfo> = {
  identity_verified: {
    label: '完成实名认证',
    scope: 'once',
    how: '在个人中心完成实名认证',
    offered: true,
  },
  daily_sign_in: {
    label: '每日首次登录',
    scope: 'daily',
    how: '每天第一次登录本平台',
    offered: true,
  },
  review_written: {
    label: '发表就医评价',
    scope: 'each',
    how: '就诊后发表一条就医评价',
    offered: true,
  },
  question_asked: {
    label: '提交健康咨询',
    scope: 'each',
    how: '向医生提交一条健康咨询',
    offered: true,
  },
  constitution_saved: {
    label: '保存体质辨识结果',
    scope: 'daily',
    how: '登录后完成中医体质辨识并保存结果',
    offered: true,
  },
};

export const DEFAULT_POINT_AMOUNTS: Record<PointRule, number> = {
  identity_verified: 50,
  daily_sign_in: 2,
  review_written: 10,
  question_asked: 5,
  constitution_saved: 5,
};

export const POINT_SCOPE_WORDS: Record<PointScope, string> = {
  once: '仅限一次',
  daily: '每天一次',
  each: '每次',
};
