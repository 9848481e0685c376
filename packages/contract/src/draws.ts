import { Type, type Static, type TLiteral } from '@sinclair/typebox';
import { visitFields } from './booking.js';
import { DRAW_ENTRY_STATUSES } from './draw-rules.js';
import { CLOCK_TIME, Id } from './hospitals.js';

// Fair release (放号抽签), api-contract.md "draws" rows; the algorithm is draw-rules.ts.

const DrawEntryStatusSchema = Type.Union(
  DRAW_ENTRY_STATUSES.map((s) => Type.Literal(s)) as TLiteral<
    (typeof DRAW_ENTRY_STATUSES)[number]
  >[],
  { title: '抽签状态' },
);
const Time = Type.String({ pattern: CLOCK_TIME });
const SlotTime = Type.Object(
  { id: Type.String(), start: Time, end: Time },
  { additionalProperties: false },
);

/** An account's entry in a draw, with the visit it is for. */
export const DrawEntry = Type.Object(
  {
    id: Type.String(),
    status: DrawEntryStatusSchema,
    /** ISO 8601: when the window ends and the draw is made. */
    resultAt: Type.String(),
    /** In order of preference; empty for any slot. */
    preferredSlots: Type.Array(SlotTime),
    waitlist: Type.Boolean({ description: '未中签时是否加入候补' }),
    /** The booking a won entry became, and the waiting entry of a waitlisted one. */
    bookingId: Type.Union([Type.String(), Type.Null()]),
    waitlistId: Type.Union([Type.String(), Type.Null()]),
    /** Why a drawn entry got nothing (a booking limit at allocation), or null. */
    refusedReason: Type.Union([Type.String(), Type.Null()]),
    createdAt: Type.String(),
    ...visitFields,
  },
  { additionalProperties: false },
);
export type DrawEntry = Static<typeof DrawEntry>;

export const DrawEntryList = Type.Array(DrawEntry);

/** `POST /api/bookings` inside a draw window answers 202 with this. */
export const BookingAccepted = Type.Object({ entry: DrawEntry }, { additionalProperties: false });
export type BookingAccepted = Static<typeof BookingAccepted>;

export const DrawParams = Type.Object({ scheduleId: Id('排班') });
export type DrawParams = Static<typeof DrawParams>;

const PublishedEntry = Type.Object(
  {
    id: Type.String(),
    /** Masked (张*): enough for a person to know their line, nothing for anyone else. */
    name: Type.String(),
    preferredSlotIds: Type.Array(Type.String()),
    waitlist: Type.Boolean(),
  },
  { additionalProperties: false },
);

/** A time slot offered by the draw, with its free places when the draw ran. */
const PublishedPlace = Type.Object(
  { slotId: Type.String(), start: Time, end: Time, places: Type.Integer({ minimum: 0 }) },
  { additionalProperties: false },
);

const OutcomeItem = Type.Object(
  {
    entryId: Type.String(),
    /** A slot id, `waitlist` or `none`. */
    result: Type.String(),
    refused: Type.Union([Type.String(), Type.Null()]),
  },
  { additionalProperties: false },
);

/** `GET /api/draws/:scheduleId`: the commitment before the draw, everything to recheck after. */
export const PublicDraw = Type.Object(
  {
    scheduleId: Type.String(),
    hospitalName: Type.String(),
    departmentName: Type.String(),
    doctorName: Type.Union([Type.String(), Type.Null()]),
    date: Type.String(),
    period: visitFields.period,
    clinicType: visitFields.clinicType,
    windowStart: Type.String(),
    windowEnd: Type.String(),
    /** SHA-256 of the secret seed, hex, published before the window opens. */
    commitment: Type.String(),
    /** upcoming: before the window; open: taking entries; drawing: being drawn; done. */
    status: Type.Union([
      Type.Literal('upcoming'),
      Type.Literal('open'),
      Type.Literal('drawing'),
      Type.Literal('done'),
    ]),
    /** Entries so far (open), or in the draw (done). */
    entryCount: Type.Integer(),
    drawnAt: Type.Union([Type.String(), Type.Null()]),
    seed: Type.Union([Type.String(), Type.Null()]),
    poolHash: Type.Union([Type.String(), Type.Null()]),
    entries: Type.Union([Type.Array(PublishedEntry), Type.Null()]),
    places: Type.Union([Type.Array(PublishedPlace), Type.Null()]),
    outcome: Type.Union([Type.Array(OutcomeItem), Type.Null()]),
  },
  { additionalProperties: false },
);
export type PublicDraw = Static<typeof PublicDraw>;
