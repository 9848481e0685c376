import { randomInt } from 'node:crypto';
import { mainlandIdCheckChar } from '@portal/contract';
import type { Page } from 'playwright-core';
import { baseURL, chinaDay } from './browser.js';
import { createHospitalKey, sendFeed } from './hospital-system.js';
import { verifiedCitizen } from './register.js';
import { bookedNightClinic } from './visits.js';

/**
 * A new verified citizen with an electronic health card the hospital fed and the citizen bound,
 * and an appointment three days ahead (a night schedule of its own, so it offers other
 * journeys no slot): what the offline card journey saves and shows.
 */
export async function cardHolderWithAppointment(name: string) {
  const first17 = `33010219850612${String(randomInt(0, 1000)).padStart(3, '0')}`;
  const idNo = first17 + mainlandIdCheckChar(first17);
  const account = await verifiedCitizen(name, idNo);
  const hospitals = (await (await fetch(`${baseURL()}/api/hospitals?pageSize=20`)).json()) as {
    list: { id: string; name: string }[];
  };
  const hospital = hospitals.list.find((h) => h.name === '青禾县人民医院')!;
  const key = createHospitalKey(hospital.id);
  const cardNo = `EHC${randomInt(1e8, 1e9)}`;
  await sendFeed(key, '/api/ingest/cards', {
    cards: [{ idType: '01', idNo, cardNo, kind: 'health' }],
  });
  const bound = await fetch(
    `${baseURL()}/api/zlb.do_cardget.html?user=${encodeURIComponent(account.token)}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: '01', idno: idNo, cardno: cardNo }),
    },
  );
  if (!bound.ok) throw new Error(`bind: ${bound.status} ${await bound.text()}`);

  const booking = await bookedNightClinic(account.token, hospital.id, key, chinaDay(3), 'OFFLINE');
  return { account, cardNo, hospitalKey: key, booking };
}

/** What the page's IndexedDB store of offline data holds, key by key (empty when erased). */
export function offlineStoreKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('qh12320-offline', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('kv');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const keys = open.result.transaction('kv').objectStore('kv').getAllKeys();
          keys.onsuccess = () => {
            open.result.close();
            resolve(keys.result.map(String));
          };
          keys.onerror = () => reject(keys.error);
        };
      }),
  );
}

/** The addresses of every entry in the page's Cache Storage that holds an /api/ answer. */
export function cachedApiEntries(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const found: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        if (new URL(request.url).pathname.includes('/api/')) found.push(request.url);
      }
    }
    return found;
  });
}

/** A hospital scanner's check of an offline code: status and answer. */
export async function verifyOfflineCode(key: string, payload: string) {
  const res = await fetch(`${baseURL()}/api/ingest/card-verify`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ payload }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
