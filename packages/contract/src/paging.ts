import { Type, type Static, type TSchema } from '@sinclair/typebox';

export const PageQuery = Type.Object({
  pageNo: Type.Integer({ minimum: 1, default: 1, title: '页码', description: '页码，从 1 开始' }),
  pageSize: Type.Integer({
    minimum: 1,
    maximum: 100,
    default: 10,
    title: '每页条数',
    description: '每页条数，1 到 100',
  }),
});
export type PageQuery = Static<typeof PageQuery>;

export const Page = <T extends TSchema>(item: T) =>
  Type.Object({
    list: Type.Array(item),
    total: Type.Integer({ minimum: 0 }),
    pageNo: Type.Integer({ minimum: 1 }),
    pageSize: Type.Integer({ minimum: 1 }),
  });
