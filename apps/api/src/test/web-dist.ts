import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export const TEST_INDEX_HTML =
  '<!doctype html><html><body><div id="root">测试首页</div></body></html>';
export const TEST_ASSET_PATH = 'assets/app-abc123.js';
// Long enough that on-the-fly compression would kick in if the precompressed file were missed.
export const TEST_ASSET_JS = `console.log(${JSON.stringify('青禾县'.repeat(400))});\n`;

/** The installed app's service worker and manifest, at the top of the build (issue 30). */
export const TEST_SW_JS = 'self.addEventListener("fetch", () => {});\n';
export const TEST_MANIFEST = '{"name":"12320 健康服务平台","scope":"/12320/"}';

/** A stand-in for the web build, with the .br and .gz siblings the real build writes. */
export function writeTestWebDist(root: string): void {
  mkdirSync(path.join(root, 'assets'), { recursive: true });
  writeFileSync(path.join(root, 'index.html'), TEST_INDEX_HTML);
  writeFileSync(path.join(root, 'sw.js'), TEST_SW_JS);
  writeFileSync(path.join(root, 'manifest.webmanifest'), TEST_MANIFEST);
  const asset = path.join(root, TEST_ASSET_PATH);
  writeFileSync(asset, TEST_ASSET_JS);
  writeFileSync(`${asset}.br`, brotliCompressSync(TEST_ASSET_JS));
  writeFileSync(`${asset}.gz`, gzipSync(TEST_ASSET_JS));
}
