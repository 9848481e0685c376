import { Type, type Static } from '@sinclair/typebox';

export const WebActionQuery = Type.Object({
  userid: Type.Optional(Type.String({ title: '登录凭证', maxLength: 128 })),
  action: Type.String({ title: '权限动作', minLength: 1, maxLength: 64 }),
});
export type WebActionQuery = Static<typeof WebActionQuery>;

export const WebActionAnswer = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)], {
  description: '0 允许，1 需要登录，2 需要实名认证',
});

/** Requirement of an action in the server's policy table (domain-rules.md). */
export const ACCESS_REQUIREMENTS = ['none', 'signed_in', 'verified'] as const;
export type AccessRequirement = (typeof ACCESS_REQUIREMENTS)[number];
