import { execFileSync } from 'node:child_process';
import { inject } from 'vitest';
import { root } from '../../tools/portal-process.js';
import { baseURL } from './browser.js';

/** A hospital API key made with the CLI, as a hospital's IT department would get one. */
export function createHospitalKey(hospitalId: string): string {
  const out = execFileSync(
    process.execPath,
    ['apps/api/dist/cli.js', 'hospital-key', 'create', hospitalId],
    { cwd: root, env: { ...process.env, DATABASE_URL: '', SQLITE_FILE: inject('portalDb') } },
  ).toString();
  const key = out.trim().split('\n').at(-1)!.trim();
  if (!key.startsWith('hk_')) throw new Error(`no key in the CLI's answer: ${out}`);
  return key;
}

/** What a hospital system sends to one of the portal's feeds. */
export async function sendFeed(key: string, path: string, body: unknown): Promise<unknown> {
  const res = await fetch(`${baseURL()}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json();
}
