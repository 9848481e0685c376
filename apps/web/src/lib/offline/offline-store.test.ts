import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API, type BookingList, type CardBindList } from '@portal/contract';
import { ApiError, api } from '../api-client';
import type * as ApiClientModule from '../api-client';
import { createSessionStore, initSession } from '../session-store';
import { testUser } from '@/test/fixtures';
import {
  OFFLINE_MAX_AGE_MS,
  readOffline,
  sendPendingRevokes,
  type OfflineData,
} from './offline-store';
import { hasOfflineState } from './marker';
import { syncOffline } from './sync';

// IndexedDB is the browser's (jsdom has none): a Map stands in, as structured clones would.
const stored = new Map<string, unknown>();
vi.mock('./idb', () => ({
  idb: {
    get: async (key: string) => structuredClone(stored.get(key)),
    set: async (key: string, value: unknown) => void stored.set(key, structuredClone(value)),
    delete: async (key: string) => void stored.delete(key),
  },
}));
// WebCrypto signs in the browser; what matters here is what is signed and when.
vi.mock('./device-key', () => ({
  signText: async (_key: unknown, text: string) => `signed(${text})`,
}));
vi.mock('../api-client', async (original) => ({
  ...(await original<typeof ApiClientModule>()),
  api: { get: vi.fn(), post: vi.fn() },
}));

const SYNCED = Date.parse('2026-11-20T08:00:00Z');

function saved(overrides: Partial<OfflineData> = {}): OfflineData {
  return {
    userId: 'u-1',
    userName: '张三',
    keyId: 'key-1',
    // A stand-in: the signing is mocked above.
    key: {} as CryptoKey,
    cards: [],
    bookings: [],
    syncedAt: SYNCED,
    ...overrides,
  };
}

let onLine = true;

beforeEach(() => {
  vi.clearAllMocks();
  stored.clear();
  onLine = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => onLine);
  vi.mocked(api.post).mockResolvedValue({ ok: true });
  initSession(createSessionStore('test'));
  vi.useFakeTimers({ toFake: ['Date'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('offline data: the erase rules', () => {
  it('shows data synced within 7 days and erases it the moment it is older, revoking the key', async () => {
    stored.set('data', saved());
    vi.setSystemTime(SYNCED + OFFLINE_MAX_AGE_MS);
    expect((await readOffline())?.userId).toBe('u-1');
    expect(api.post).not.toHaveBeenCalled();
    expect(hasOfflineState()).toBe(true);

    vi.setSystemTime(SYNCED + OFFLINE_MAX_AGE_MS + 1);
    expect(await readOffline()).toBeNull();
    expect(stored.has('data')).toBe(false);
    expect(api.post).toHaveBeenCalledWith(
      API.cardDeviceSignedRevoke,
      { keyId: 'key-1', signature: 'signed(revoke.key-1)' },
      { withoutToken: true, json: true },
    );
    // Sent: nothing is left on the device, and the next start loads no offline code.
    expect([...stored.keys()]).toEqual([]);
    expect(hasOfflineState()).toBe(false);
  });

  it('keeps only the signed revocation with no network, and sends it once the network is back', async () => {
    stored.set('data', saved());
    onLine = false;
    vi.setSystemTime(SYNCED + OFFLINE_MAX_AGE_MS + 1);
    expect(await readOffline()).toBeNull();
    expect([...stored.keys()]).toEqual(['revokes']);
    expect(api.post).not.toHaveBeenCalled();
    expect(hasOfflineState()).toBe(true);

    onLine = true;
    // A failure with no answer (the network gone again) keeps it for the next try.
    vi.mocked(api.post).mockRejectedValueOnce(new Error('Network Error'));
    await sendPendingRevokes();
    expect(stored.get('revokes')).toEqual([{ keyId: 'key-1', signature: 'signed(revoke.key-1)' }]);
    // The server's refusal (a key it no longer has) is an answer: nothing to retry.
    vi.mocked(api.post).mockRejectedValueOnce(new ApiError(404, 'NOT_FOUND', '未登记'));
    await sendPendingRevokes();
    expect([...stored.keys()]).toEqual([]);
    expect(hasOfflineState()).toBe(false);
  });

  it("erases another account's data at once when someone else signs in on this device", async () => {
    vi.setSystemTime(SYNCED + 1000);
    stored.set('data', saved({ userId: 'u-2' }));
    await syncOffline(testUser({ ID: 'u-1' }));
    expect(stored.has('data')).toBe(false);
    expect(api.get).not.toHaveBeenCalled();
    expect(api.post).toHaveBeenCalledWith(
      API.cardDeviceSignedRevoke,
      { keyId: 'key-1', signature: 'signed(revoke.key-1)' },
      { withoutToken: true, json: true },
    );
  });

  it("syncs the account's own data: upcoming bookings and only the cards the key vouches for", async () => {
    vi.setSystemTime(SYNCED + 1000);
    const card = (cardId: string, patientId = 'self') => ({
      id: `b-${cardId}`,
      cardId,
      kind: 'health' as const,
      hospitalId: 'h',
      hospitalName: '青禾县人民医院',
      cardNo: `NO-${cardId}`,
      status: 'active' as const,
      boundAt: '2026-01-01T00:00:00Z',
      patientId,
      patientName: '张三',
      relation: '本人',
    });
    stored.set('data', saved({ cards: [{ ...card('c1'), cardNo: 'old' }] }));
    const bound = {
      people: [{ patientId: 'self', name: '张三', relation: '本人', recordAccess: 'own' }],
      cards: [card('c1'), card('c2')],
    } as unknown as CardBindList;
    const booking = (id: string, date: string, status: string) => ({
      id,
      date,
      status,
      start: '08:00',
      end: '08:30',
      patient: { name: '张三', relation: '本人' },
    });
    const bookings = {
      list: [
        booking('past', '2026-11-19', 'booked'),
        booking('cancelled', '2026-11-22', 'cancelled'),
        booking('next', '2026-11-21', 'booked'),
      ],
      suspensions: [],
    } as unknown as BookingList;
    vi.mocked(api.get).mockImplementation(async (url) =>
      url === API.getCardbind ? bound : bookings,
    );
    await syncOffline(testUser({ ID: 'u-1' }));
    const data = stored.get('data') as OfflineData;
    expect(data.cards.map((c) => [c.cardId, c.cardNo])).toEqual([['c1', 'NO-c1']]);
    expect(data.bookings.map((b) => b.id)).toEqual(['next']);
    expect(data.syncedAt).toBe(SYNCED + 1000);
  });
});
