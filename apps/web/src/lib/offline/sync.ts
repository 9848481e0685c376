import {
  API,
  type BookingList,
  type CardBindList,
  type CardDevice,
  type CardDeviceBody,
  type UserInfo,
} from '@portal/contract';
import { api } from '../api-client';
import { sessionStore } from '../session-store';
import { deviceLabel, newDeviceKey } from './device-key';
import { hasOfflineState } from './marker';
import {
  eraseOffline,
  offlineBookings,
  offlineCards,
  readOffline,
  sendPendingRevokes,
  writeOffline,
  type OfflineCard,
  type OfflineData,
} from './offline-store';

const userName = (user: UserInfo) => user.USER_NAME || user.USER_NICKNAME || user.USER_NO;

function fetchLists() {
  return Promise.all([api.get<CardBindList>(API.getCardbind), api.get<BookingList>(API.bookings)]);
}

/**
 * Turns offline saving on for this device: a new key (its private half never leaves the
 * browser) registered for the account's health cards, then the first sync. A refusal (the
 * server's 409 at 5 devices) throws its ApiError with the message to show.
 */
export async function enableOffline(user: UserInfo): Promise<OfflineData> {
  const [bound, bookings] = await fetchLists();
  // Whatever an earlier account left (not yet erased by its sync) goes, its key revoked.
  if (await readOffline()) await eraseOffline();
  let cards: OfflineCard[] = offlineCards(bound);
  let keyId: string | null = null;
  let key: CryptoKey | null = null;
  if (cards.length > 0) {
    const made = await newDeviceKey();
    const body: CardDeviceBody = {
      publicKey: made.publicKey,
      label: deviceLabel(),
      cardIds: cards.map((c) => c.cardId),
    };
    const device = await api.post<CardDevice>(API.cardDevices, body, { json: true });
    const vouched = new Set(device.cards.map((c) => c.cardId));
    cards = cards.filter((c) => vouched.has(c.cardId));
    keyId = device.id;
    key = made.privateKey;
  }
  const data: OfflineData = {
    userId: user.ID,
    userName: userName(user),
    keyId,
    key,
    cards,
    bookings: offlineBookings(bookings.list),
    syncedAt: Date.now(),
  };
  await writeOffline(data);
  // This run had nothing saved at its start, so the offline upkeep was not started then.
  startOffline();
  return data;
}

/** Keeps the saved lists current; only the cards the key was registered for stay. */
async function update(data: OfflineData, user: UserInfo, bound: CardBindList, list: BookingList) {
  const registered = new Set(data.cards.map((c) => c.cardId));
  await writeOffline({
    ...data,
    userName: userName(user),
    cards: offlineCards(bound).filter((c) => registered.has(c.cardId)),
    bookings: offlineBookings(list.list),
    syncedAt: Date.now(),
  });
}

/**
 * An online visit with a known session: another account's saved data is erased at once;
 * the account's own is brought up to date.
 */
export async function syncOffline(user: UserInfo): Promise<void> {
  const data = await readOffline();
  if (!data) return;
  if (data.userId !== user.ID) return eraseOffline();
  const [bound, list] = await fetchLists();
  await update(data, user, bound, list);
}

/** 我的预约 loaded online: its answer refreshes the saved appointments without another call. */
export async function keepBookings(list: BookingList): Promise<void> {
  if (!hasOfflineState()) return;
  const data = await readOffline();
  const user = sessionStore().getState().userInfo;
  if (!data || !user || data.userId !== user.ID) return;
  // Not counted as a sync (the cards were not read): only a full one resets the 7 days.
  await writeOffline({ ...data, bookings: offlineBookings(list.list) });
}

/** 电子健康卡 loaded online: the held cards refresh the saved ones the key vouches for. */
export async function keepCards(bound: CardBindList): Promise<void> {
  if (!hasOfflineState()) return;
  const data = await readOffline();
  const user = sessionStore().getState().userInfo;
  if (!data || !user || data.userId !== user.ID) return;
  const registered = new Set(data.cards.map((c) => c.cardId));
  const cards = offlineCards(bound).filter((c) => registered.has(c.cardId));
  await writeOffline({ ...data, cards });
}

let started = false;

/**
 * Once per app start: data past 7 days goes, revocations kept offline are sent, and both
 * happen again whenever the network comes back; a sign-in (another account's too) syncs.
 */
export function startOffline(): void {
  if (started || typeof window === 'undefined' || typeof indexedDB === 'undefined') return;
  started = true;
  const quietly = (work: Promise<unknown>) => void work.catch(() => undefined);
  quietly(readOffline());
  quietly(sendPendingRevokes());
  window.addEventListener('online', () => {
    quietly(sendPendingRevokes());
    const user = sessionStore().getState().userInfo;
    if (user && sessionStore().getState().token) quietly(syncOffline(user));
  });
  sessionStore().subscribe((state, previous) => {
    if (state.userInfo && state.token && state.userInfo.ID !== previous.userInfo?.ID) {
      quietly(syncOffline(state.userInfo));
    }
  });
}
