import { Type, type Static } from '@sinclair/typebox';
import { RichText } from './rich-text.js';

/** A notice of the bureau (公告), newest first on the home page and the public health page. */
export const Notice = Type.Object(
  {
    id: Type.String(),
    title: Type.String(),
    date: Type.String({ description: 'YYYY-MM-DD' }),
    body: Type.String(),
  },
  { additionalProperties: false },
);
export type Notice = Static<typeof Notice>;

export const NoticeList = Type.Array(Notice);
export type NoticeList = Static<typeof NoticeList>;

/** One of the national basic public health services, as the county provides it. */
export const PublicHealthService = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    audience: Type.String({ description: '服务对象' }),
    free: Type.Array(Type.String(), { description: '免费的项目' }),
    where: Type.Array(Type.String(), { description: '在县里哪里办' }),
    body: RichText,
    sources: Type.Array(Type.String()),
  },
  { additionalProperties: false },
);
export type PublicHealthService = Static<typeof PublicHealthService>;

export const PublicHealthServiceList = Type.Array(PublicHealthService);
export type PublicHealthServiceList = Static<typeof PublicHealthServiceList>;

/** A vaccine of the national immunization schedule: which dose at which age. */
export const Vaccine = Type.Object(
  {
    disease: Type.String(),
    name: Type.String(),
    abbr: Type.String(),
    route: Type.String({ description: '接种途径' }),
    /** Age (one of the schedule's `ages`) → dose numbers given at that age. */
    doses: Type.Record(Type.String(), Type.Array(Type.Integer({ minimum: 1 }))),
    note: Type.Union([Type.String(), Type.Null()]),
  },
  { additionalProperties: false },
);
export type Vaccine = Static<typeof Vaccine>;

export const ImmunizationSchedule = Type.Object(
  {
    source: Type.String(),
    amendments: Type.Array(
      Type.Object(
        { source: Type.String(), effective: Type.String(), text: Type.String() },
        { additionalProperties: false },
      ),
    ),
    /** The table's columns, youngest first. */
    ages: Type.Array(Type.String()),
    vaccines: Type.Array(Vaccine),
    notes: Type.Array(Type.String()),
  },
  { additionalProperties: false },
);
export type ImmunizationSchedule = Static<typeof ImmunizationSchedule>;
