import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { Page } from 'playwright-core';
import { root } from '../../tools/portal-process.js';

/**
 * Screenshots compared with committed baselines (issue 26), so a style change that breaks a
 * page shows in review as a changed PNG and fails the run until the baseline is refreshed.
 *
 * pixelmatch with pngjs: both pure JavaScript with no native build or downloaded binary (odiff,
 * looks-same's sharp and resemble's canvas need one), and they run on Node 20; pixelmatch also
 * tells anti-aliased pixels apart, so a glyph's edge rendered a shade differently is no change.
 */

export const BASELINES = fileURLToPath(new URL('../baselines', import.meta.url));
const ARTIFACTS = join(root, '.artifacts/visual');
export const UPDATE_COMMAND =
  'UPDATE_BASELINES=1 npx vitest run --project e2e e2e/routes-*.spec.ts';

/**
 * Per pixel: pixelmatch's YIQ distance above 0.1 (its default: a changed colour, not a
 * rendering shade; anti-aliased edges are told apart and not counted). Per image: more than
 * 0.1 % of pixels changed fails. The same Chromium on the same fonts draws the same pixels run
 * after run (two sweeps in a row: 0 changed on every shot but the drug page, whose stock times,
 * now masked, changed 0.02 %), so the share only absorbs stray pixels; it is small enough that
 * a button changing colour (a 100 × 24 px button is 0.1 % of a 1280 × 1800 shot) or anything
 * moving by a few pixels fails.
 */
const PIXEL_THRESHOLD = 0.1;
const MAX_CHANGED_SHARE = 0.001;
/** Only the top of long pages: what the first two screens show, and baselines of modest size. */
const MAX_SCREENS = 2;
const MASK_COLOUR = '#ff00ff';

export interface ShotOptions {
  /** CSS selectors painted over in the fixed mask colour. */
  mask?: string[];
  /** Taken out of the page (display: none) before the shot, so what follows does not move. */
  hide?: string[];
  /** The shot ends at the top of the first element matching this selector. */
  until?: string;
}

/** The page from its top as it rests, at most MAX_SCREENS viewport heights, as a PNG. */
async function shoot(page: Page, { mask = [], hide = [], until }: ShotOptions): Promise<Buffer> {
  await page.mouse.move(0, 0);
  const height = await page.evaluate(
    async ([screens, stop, gone]) => {
      for (const el of document.querySelectorAll<HTMLElement>(gone.join(',') || ':not(*)')) {
        el.style.setProperty('display', 'none', 'important');
      }
      await document.fonts.ready;
      window.scrollTo(0, 0);
      // A lazy image below the first screen would be caught loaded or not, as time allows.
      const images = [...document.images];
      for (const img of images) img.loading = 'eager';
      await Promise.all(images.map((img) => img.decode().catch(() => undefined)));
      const bottom = stop ? document.querySelector(stop)?.getBoundingClientRect().top : undefined;
      return Math.floor(
        Math.min(
          document.documentElement.scrollHeight,
          screens * window.innerHeight,
          bottom ?? Infinity,
        ),
      );
    },
    [MAX_SCREENS, until ?? '', hide] as const,
  );
  const width = page.viewportSize()!.width;
  return page.screenshot({
    fullPage: true,
    clip: { x: 0, y: 0, width, height },
    animations: 'disabled',
    caret: 'hide',
    scale: 'css',
    mask: mask.map((selector) => page.locator(selector)),
    maskColor: MASK_COLOUR,
  });
}

/** Both images on one canvas of the larger size; what only one has counts as changed. */
function padded(png: PNG, width: number, height: number): Buffer {
  if (png.width === width && png.height === height) return png.data;
  const out = Buffer.alloc(width * height * 4, 0);
  for (let y = 0; y < png.height; y++) {
    png.data.copy(out, y * width * 4, y * png.width * 4, (y + 1) * png.width * 4);
  }
  return out;
}

/**
 * The shot in 16 shades of grey, as baselines are kept: about a quarter of a colour PNG's size
 * (the home page at 1280: 698 KB in colour, 257 KB in 256 greys; 16 shades take another third
 * off), so every route's four variants stay within a few megabytes, with every pixel's place
 * kept, which is what a broken layout changes. One shade apart (17 of 255) is below the
 * per-pixel threshold, so rounding never counts. A change of hue alone at the same lightness
 * goes unseen here; the layout checks judge colours (text like its background).
 */
function grey(png: PNG): PNG {
  const out = new PNG({ width: png.width, height: png.height });
  const d = png.data;
  for (let i = 0; i < d.length; i += 4) {
    const y = 0.299 * d[i]! + 0.587 * d[i + 1]! + 0.114 * d[i + 2]!;
    out.data[i] = out.data[i + 1] = out.data[i + 2] = Math.round(y / 17) * 17;
    out.data[i + 3] = 255;
  }
  return out;
}

function encode(png: PNG, colorType: 0 | 2): Buffer {
  return PNG.sync.write(png, { colorType, deflateLevel: 9 });
}

/**
 * Compares the page with `e2e/baselines/<name>.png`; returns what differs, or null. With
 * UPDATE_BASELINES=1 it writes the baseline instead where it is missing or differs. On a difference the actual shot (in colour)
 * and the diff (changed pixels red over the faded baseline) are written to .artifacts/visual/
 * and named in the message.
 */
export async function differsFromBaseline(
  page: Page,
  name: string,
  options: ShotOptions = {},
): Promise<string | null> {
  const shot = PNG.sync.read(await shoot(page, options));
  const actual = grey(shot);
  const baselineFile = join(BASELINES, `${name}.png`);
  const shown = (file: string) => relative(root, file);
  const update = process.env.UPDATE_BASELINES === '1';
  const actualFile = join(ARTIFACTS, `${name}-actual.png`);
  if (!existsSync(baselineFile)) {
    if (update) {
      mkdirSync(BASELINES, { recursive: true });
      writeFileSync(baselineFile, encode(actual, 0));
      return null;
    }
    mkdirSync(ARTIFACTS, { recursive: true });
    writeFileSync(actualFile, encode(shot, 2));
    return `${name}：没有基准图 ${shown(baselineFile)}（本次截图 ${shown(actualFile)}）；生成：${UPDATE_COMMAND}`;
  }
  const expected = PNG.sync.read(readFileSync(baselineFile));
  const width = Math.max(expected.width, actual.width);
  const height = Math.max(expected.height, actual.height);
  const diff = new PNG({ width, height });
  const changed = pixelmatch(
    padded(expected, width, height),
    padded(actual, width, height),
    diff.data,
    width,
    height,
    { threshold: PIXEL_THRESHOLD },
  );
  const share = changed / (width * height);
  // A refresh keeps the file of a page that has not changed: Chromium's anti-aliasing differs
  // by a shade here and there between runs, and a review should show only pages that changed.
  if (share <= MAX_CHANGED_SHARE) return null;
  if (update) {
    writeFileSync(baselineFile, encode(actual, 0));
    return null;
  }
  mkdirSync(ARTIFACTS, { recursive: true });
  const diffFile = join(ARTIFACTS, `${name}-diff.png`);
  writeFileSync(actualFile, encode(shot, 2));
  writeFileSync(diffFile, encode(diff, 2));
  const size =
    expected.width === actual.width && expected.height === actual.height
      ? ''
      : `，尺寸 ${expected.width}×${expected.height} → ${actual.width}×${actual.height}`;
  return (
    `${name}：与基准图不同的像素 ${changed}（${(share * 100).toFixed(2)}%，允许 ${MAX_CHANGED_SHARE * 100}%${size}）；` +
    `基准 ${shown(baselineFile)}，本次 ${shown(actualFile)}，差异 ${shown(diffFile)}`
  );
}
