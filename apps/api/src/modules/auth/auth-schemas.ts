import { Type } from '@sinclair/typebox';

/**
 * The session token in the query string, as the spec's client sends it on every call. Not
 * length-checked here: an overlong token is simply not a session (`sessionFor` says so).
 */
export const TokenQuery = Type.Object({
  user: Type.Optional(Type.String({ title: '登录凭证' })),
});
