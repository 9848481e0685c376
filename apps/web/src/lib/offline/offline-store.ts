import {
  API,
  DEVICE_REVOKE_PREFIX,
  canReadRecords,
  type Booking,
  type CardBindList,
} from '@portal/contract';
import { ApiError, api } from '../api-client';
import { chinaToday } from '../china-date';
import { signText } from './device-key';
import { idb } from './idb';
import { markOfflineState } from './marker';

/**
 * What 在本机离线保存就诊卡和预约 keeps on the device (issue 30), and the rules that erase it.
 * Only this: who the account is, its upcoming appointments, its electronic health cards (the
 * holder's and consenting family members'), the device key and when it last synced.
 */
export interface OfflineCard {
  cardId: string;
  cardNo: string;
  hospitalName: string;
  patientName: string;
  relation: string;
}

export type OfflineBooking = Pick<
  Booking,
  | 'id'
  | 'status'
  | 'hospitalName'
  | 'departmentName'
  | 'doctorName'
  | 'date'
  | 'period'
  | 'start'
  | 'end'
  | 'location'
  | 'queueNo'
  | 'pickupCode'
  | 'patient'
>;

export interface OfflineData {
  userId: string;
  userName: string;
  /** The device key the server knows (null when the account had no health card to vouch for). */
  keyId: string | null;
  key: CryptoKey | null;
  cards: OfflineCard[];
  bookings: OfflineBooking[];
  /** Epoch ms of the last sync with the server. */
  syncedAt: number;
}

/** A revocation signed by the key before it was erased, waiting for a network. */
interface PendingRevoke {
  keyId: string;
  signature: string;
}

/** After this long without a sync the saved data is erased (issue 30: 7 days). */
export const OFFLINE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const DATA = 'data';
const REVOKES = 'revokes';

const listeners = new Set<() => void>();
/** Views showing the saved data are told when it changes or goes. */
export function onOfflineChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const changed = () => listeners.forEach((listener) => listener());

/** The upcoming appointments worth carrying to the hospital door. */
export function offlineBookings(list: Booking[], today = chinaToday()): OfflineBooking[] {
  return list
    .filter((b) => (b.status === 'booked' || b.status === 'checked_in') && b.date >= today)
    .sort((a, b) => (a.date + a.start).localeCompare(b.date + b.start))
    .map((b) => ({
      id: b.id,
      status: b.status,
      hospitalName: b.hospitalName,
      departmentName: b.departmentName,
      doctorName: b.doctorName,
      date: b.date,
      period: b.period,
      start: b.start,
      end: b.end,
      location: b.location,
      queueNo: b.queueNo,
      pickupCode: b.pickupCode,
      patient: b.patient,
    }));
}

/** Active electronic health cards of the holder and of family members who consented. */
export function offlineCards({ people, cards }: CardBindList): OfflineCard[] {
  const readable = new Set(
    people.filter((p) => canReadRecords(p.recordAccess)).map((p) => p.patientId),
  );
  return cards
    .filter((c) => c.kind === 'health' && c.status === 'active' && readable.has(c.patientId))
    .map((c) => ({
      cardId: c.cardId,
      cardNo: c.cardNo,
      hospitalName: c.hospitalName,
      patientName: c.patientName,
      relation: c.relation,
    }));
}

/** The saved data, or null; data not synced for 7 days is erased here, before anyone sees it. */
export async function readOffline(now = Date.now()): Promise<OfflineData | null> {
  const data = await idb.get<OfflineData>(DATA);
  if (!data) return null;
  if (now - data.syncedAt > OFFLINE_MAX_AGE_MS) {
    await eraseOffline();
    return null;
  }
  // Heals a flag lost on its own (storage partly cleared), so sign-out still erases.
  markOfflineState(true);
  return data;
}

export async function writeOffline(data: OfflineData): Promise<void> {
  await idb.set(DATA, data);
  markOfflineState(true);
  changed();
}

/** The start-up flag follows what IndexedDB holds. */
async function updateMarker(): Promise<void> {
  const held = (await idb.get(DATA)) !== undefined || (await idb.get(REVOKES)) !== undefined;
  markOfflineState(held);
}

/** Cache Storage holds no personal data (the worker never caches /api/); this makes sure. */
async function clearApiCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      if (new URL(request.url).pathname.includes('/api/')) await cache.delete(request);
    }
  }
}

/**
 * Erases everything saved at once. The key first signs its own revocation (`revoke.<keyId>`),
 * the only thing kept, sent now when there is a network and otherwise when it is back.
 */
export async function eraseOffline(): Promise<void> {
  const data = await idb.get<OfflineData>(DATA);
  if (data?.key && data.keyId) {
    const signature = await signText(data.key, `${DEVICE_REVOKE_PREFIX}.${data.keyId}`);
    const pending = (await idb.get<PendingRevoke[]>(REVOKES)) ?? [];
    await idb.set(REVOKES, [...pending, { keyId: data.keyId, signature }]);
  }
  await idb.delete(DATA);
  await updateMarker();
  await clearApiCaches();
  changed();
  await sendPendingRevokes();
}

let sending: Promise<void> | null = null;

/** Sends the signed revocations kept while offline; each goes once the server has answered. */
export function sendPendingRevokes(): Promise<void> {
  if (!navigator.onLine) return Promise.resolve();
  sending ??= (async () => {
    try {
      const pending = (await idb.get<PendingRevoke[]>(REVOKES)) ?? [];
      const done = new Set<string>();
      for (const revoke of pending) {
        try {
          await api.post(API.cardDeviceSignedRevoke, revoke, { withoutToken: true, json: true });
          done.add(revoke.keyId);
        } catch (error) {
          // A 4xx (a key the server never had, a signature it refuses) will not change on retry.
          if (error instanceof ApiError) done.add(revoke.keyId);
        }
      }
      if (done.size === 0) return;
      const now = (await idb.get<PendingRevoke[]>(REVOKES)) ?? [];
      const left = now.filter((r) => !done.has(r.keyId));
      await (left.length > 0 ? idb.set(REVOKES, left) : idb.delete(REVOKES));
      await updateMarker();
    } finally {
      sending = null;
    }
  })();
  return sending;
}
