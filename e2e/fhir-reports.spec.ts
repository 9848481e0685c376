import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import {
  LAB_FLAG_LABELS,
  SUSCEPTIBILITY_LABELS,
  mainlandIdCheckChar,
  powersOfTen,
  type LabFlag,
  type Susceptibility,
} from '@portal/contract';
import { fixtureBundle } from '../apps/api/src/modules/reports/fixtures/fhir-fixtures.js';
import { baseURL, launch, newPage, url } from './support/browser.js';
import { createHospitalKey } from './support/hospital-system.js';
import { expectAccessiblePage } from './support/page-checks.js';
import { registerAccount } from './support/register.js';
import { signInContext } from './support/session.js';

/**
 * Real FHIR R4 that nobody here wrote (HL7's published examples), pushed as a hospital would,
 * read back on the citizen's report pages. Every expected value is read from the fixture
 * files, so the page is held to the source, not to what the mapping happens to produce.
 */

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const reportOf = (bundle: Json): Json =>
  bundle.entry.find((e: Json) => e.resource.resourceType === 'DiagnosticReport').resource;

/** Every resource of a bundle by `Type/id`, to follow result and hasMember references. */
function byReference(bundle: Json): (ref: string) => Json {
  const all = new Map<string, Json>(
    bundle.entry.map((e: Json) => [`${e.resource.resourceType}/${e.resource.id}`, e.resource]),
  );
  return (ref) => {
    const found = all.get(ref);
    if (!found) throw new Error(`${ref} is not in the bundle`);
    return found;
  };
}

const text = (concept: Json): string =>
  concept.text ?? concept.coding.find((c: Json) => c.display).display;
const interpretation = (o: Json): string | undefined => o.interpretation?.[0]?.coding?.[0]?.code;

/** What the source says of each item: name, value as written, unit, range and flag words. */
function expectedItems(bundle: Json) {
  const resolve = byReference(bundle);
  return reportOf(bundle).result.map(({ reference }: Json) => {
    const o = resolve(reference);
    const q = o.valueQuantity;
    const range = o.referenceRange[0];
    const flag = interpretation(o) as LabFlag;
    return {
      name: text(o.code),
      value: `${q.comparator ?? ''}${q.value}`,
      unit: q.unit as string,
      range: range.text
        ? { text: String(range.text) }
        : { low: range.low.value as number, high: range.high.value as number },
      flag: `${LAB_FLAG_LABELS[flag].arrow} ${LAB_FLAG_LABELS[flag].word}`,
    };
  });
}

/** Organisms (a coded value with its name in words) and susceptibility rows under the result. */
function expectedMicro(bundle: Json) {
  const resolve = byReference(bundle);
  const report = reportOf(bundle);
  const tree: Json[] = [];
  const walk = (ref: string) => {
    const o = resolve(ref);
    tree.push(o);
    for (const m of o.hasMember ?? []) walk(m.reference);
  };
  for (const r of report.result) walk(r.reference);
  const tested = tree.find(
    (o) => interpretation(o) && interpretation(o)! in SUSCEPTIBILITY_LABELS,
  )!;
  const sir = interpretation(tested) as Susceptibility;
  return {
    title: text(report.code) as string,
    organisms: tree
      .filter((o) => o.valueCodeableConcept?.text)
      .map((o) => o.valueCodeableConcept.text as string),
    antibiotic: text(tested.code),
    interpretation: `${sir} ${SUSCEPTIBILITY_LABELS[sir].word}`,
  };
}

function idNumber(): string {
  // Born on Pieter's birthday (1944-11-17), random after that: journey files run two at once.
  const first17 = `33010219441117${String(randomInt(0, 1000)).padStart(3, '0')}`;
  return first17 + mainlandIdCheckChar(first17);
}

/** A new account, verified with the given ID number through the API as the identity page does. */
async function verifiedAccount(name: string, idNo: string) {
  const account = await registerAccount();
  const post = (path: string, body: Record<string, string>) =>
    fetch(`${baseURL()}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(body).toString(),
    });
  const login = await post('/api/chk_login', {
    username: account.phone,
    password: account.password,
  });
  const { token } = (await login.json()) as { token: string };
  const verified = await post(`/api/zlb.do_identity.html?user=${token}`, {
    name,
    type: '01',
    idno: idNo,
    phone: account.phone,
  });
  if (!verified.ok) throw new Error(`identity: ${verified.status} ${await verified.text()}`);
  return account;
}

async function sendFhir(key: string, bundle: Json) {
  const res = await fetch(`${baseURL()}/api/ingest/reports`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/fhir+json' },
    body: JSON.stringify(bundle),
  });
  const body = await res.text();
  expect(res.status, body).toBe(200);
  expect(JSON.parse(body).rejected, body).toEqual([]);
}

const heading = (page: Page) => page.locator('main h1').first().textContent();
const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

/** A cell's text as sent: unfolded first when it is long enough to be folded. */
async function fullText(cell: Locator): Promise<string> {
  const unfold = cell.getByRole('button', { name: /展开全文/ });
  if ((await unfold.count()) > 0) {
    await unfold.click();
    await expect.poll(() => cell.getByRole('button', { name: /收起/ }).count()).toBe(1);
  }
  return squash((await cell.innerText()).replace(/收起.*$/s, ''));
}

async function openReport(page: Page, title: string) {
  await page.getByRole('link', { name: new RegExp(`^${title.replace(/[+()]/g, '\\$&')}`) }).click();
  await expect.poll(() => heading(page)).toBe(title);
}

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

describe('FHIR R4 reports from a hospital system', () => {
  it('shows HL7’s blood exam and MRSA culture as the source has them, in both modes', async () => {
    const idNo = idNumber();
    const account = await verifiedAccount('范海文', idNo);
    const hospitals = (await (await fetch(`${baseURL()}/api/hospitals?pageSize=20`)).json()) as {
      list: { id: string; name: string }[];
    };
    const hospital = hospitals.list.find((h) => h.name === '青禾县人民医院')!;
    const key = createHospitalKey(hospital.id);
    const blood: Json = fixtureBundle('bloodexam', idNo);
    const micro: Json = fixtureBundle('micro', idNo);
    await sendFhir(key, blood);
    await sendFhir(key, micro);

    const items = expectedItems(blood);
    const bloodReport = reportOf(blood);
    const bloodTitle = text(bloodReport.code);
    const requester = blood.entry.find((e: Json) => e.resource.resourceType === 'ServiceRequest')
      .resource.requester.display as string;
    const culture = expectedMicro(micro);

    for (const elder of [false, true]) {
      const viewport = elder ? 'phone' : 'desktop';
      const { context, page } = await newPage(browser, viewport, elder);
      await signInContext(context, { username: account.phone, password: account.password });
      await page.goto(url('/account/report'));
      await page.getByRole('link', { name: new RegExp(`^${hospital.name}`) }).click();
      // A culture that grew an organism never reads as normal in the list.
      const cultureRow = page.getByRole('link', { name: new RegExp(`^${culture.title}`) });
      await expect.poll(() => cultureRow.innerText()).toMatch(/有异常结果|含危急值/);

      await openReport(page, bloodTitle);
      const facts = page.locator('.report-facts');
      await expect.poll(() => facts.innerText()).toContain(bloodReport.performer[0].display);
      expect(await facts.innerText()).toContain(requester);
      const rows = page.locator('.lab-table tbody tr');
      await expect.poll(() => rows.count()).toBe(items.length);
      await expectAccessiblePage(page, 'fhir-lab', { elder, viewport });
      for (const item of items) {
        const row = rows.filter({ hasText: item.name });
        expect(await row.count(), item.name).toBe(1);
        expect(await row.locator('.lab-result').innerText(), item.name).toBe(item.value);
        expect(squash(await row.locator('.flag').innerText()), item.name).toBe(item.flag);
        // The unit as sent, its powers of ten set as superscripts (10^12/L reads 10¹²/L).
        expect(await row.locator('[data-label="单位"]').innerText(), item.name).toBe(
          powersOfTen(item.unit),
        );
        const range = await fullText(row.locator('[data-label="参考范围"]'));
        if ('text' in item.range) {
          expect(range, item.name).toBe(squash(item.range.text));
        } else {
          // Low to high, compared as numbers: JSON's 6.0 is the number 6 however it is written.
          const bounds = /^(-?[\d.]+)\s*[-–~至]\s*(-?[\d.]+)/.exec(range);
          expect(bounds?.slice(1).map(Number), `${item.name}: ${range}`).toEqual([
            item.range.low,
            item.range.high,
          ]);
        }
      }

      await page.getByRole('link', { name: '← 返回报告列表' }).click();
      await openReport(page, culture.title);
      const main = page.locator('main');
      for (const organism of culture.organisms) {
        await expect
          .poll(() => main.getByRole('heading', { name: `检出：${organism}` }).count())
          .toBe(1);
      }
      const tested = page.locator('.micro-table tbody tr').filter({ hasText: culture.antibiotic });
      expect(await tested.first().locator('[data-label="结果"]').innerText()).toBe(
        culture.interpretation,
      );
      await expectAccessiblePage(page, 'fhir-micro', { elder, viewport });
      await context.close();
    }
  });
});
