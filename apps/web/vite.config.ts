/// <reference types="vitest/config" />
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { OFFLINE_LAYOUT_MODULES, OFFLINE_PAGES, OFFLINE_START_MODULES } from './src/config/offline';
import { SERVER_PAGES } from './src/app/ssr/server-pages';

/**
 * Writes .br and .gz beside every text asset so the API serves them precompressed
 * (@fastify/static preCompressed): brotli at quality 11 costs nothing at request time.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = join(dir, name);
      return statSync(full).isDirectory() ? walk(full) : [full];
    });
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    // After the other plugins' closeBundle, the service worker's (vite-plugin-pwa) among them.
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        for (const file of walk(outDir)) {
          if (!/\.(js|css|html|svg|json|txt)$/.test(file)) continue;
          const body = readFileSync(file);
          if (body.length < 1024) continue;
          writeFileSync(
            `${file}.br`,
            brotliCompressSync(body, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
            }),
          );
          writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
        }
      },
    },
  };
}

/**
 * Inlines the entry stylesheet into index.html: it is small (about 2 KB compressed) and would
 * otherwise block the first paint for one more round trip on a slow mobile network. The file
 * stays in the build: lazy chunks that share a stylesheet with the entry (ui.css once the shell
 * uses Button) list it among the files they preload, and a missing file fails the route.
 */
function inlineEntryCss(base: string): Plugin {
  return {
    name: 'inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        return html.replace(
          /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g,
          (tag, href: string) => {
            const name = href.startsWith(base) ? href.slice(base.length) : href;
            const asset = bundle[name];
            if (!asset || asset.type !== 'asset') return tag;
            return `<style>${String(asset.source)}</style>`;
          },
        );
      },
    },
  };
}

/**
 * Preloads, from index.html, the chunks the app's start imports lazily (config/offline.ts's
 * OFFLINE_START_MODULES: the HTTP client). The start cannot ask for the site settings without
 * it, so on a page the server does not render it would otherwise download only after the
 * entry had run, one round trip later. A rendered page's start script preloads it likewise
 * (the API's prerender-document.ts takes index.html's preloads).
 */
function preloadStartChunks(base: string): Plugin {
  const root = fileURLToPath(new URL('.', import.meta.url));
  const modules = new Set(OFFLINE_START_MODULES.map((module) => join(root, module)));
  return {
    name: 'preload-start-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter(
          (chunk) => chunk.type === 'chunk' && modules.has(chunk.facadeModuleId ?? ''),
        );
        const links = chunks
          .map((chunk) => `<link rel="modulepreload" crossorigin href="${base}${chunk.fileName}">`)
          .join('');
        return html.replace('</head>', `${links}</head>`);
      },
    },
  };
}

/**
 * The SSR build only: a lazy route the server does not render (src/app/ssr/server-pages.ts)
 * becomes a rejected import, so its page and everything only it uses stay out of dist-ssr.
 */
function serverPagesOnly(pages: readonly string[]): Plugin {
  return {
    name: 'server-pages-only',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!id.includes('/src/app/') || !code.includes("import('./routes/")) return null;
      return code.replace(/import\('\.\/routes\/([\w-]+)'\)/g, (call, name: string) =>
        pages.includes(name)
          ? call
          : `Promise.reject(new Error(${JSON.stringify(`${name} is not rendered on the server`)}))`,
      );
    },
  };
}

/**
 * The files the service worker keeps (src/sw.ts): the entry with what it imports statically,
 * and the offline pages (config/offline.ts) and their layout with everything they import,
 * their own lazy imports included (a dialog, the card's code). Worked out from the chunk graph
 * as the build writes it, so a chunk another page happens to share comes along and nothing
 * else does. `keeps(url)` is asked for each file of the build (urls relative to dist).
 */
function offlineChunks(): { plugin: Plugin; keeps: (url: string) => boolean } {
  const kept = new Set<string>();
  const plugin: Plugin = {
    name: 'offline-chunks',
    apply: 'build',
    generateBundle(_, bundle) {
      kept.clear();
      const root = fileURLToPath(new URL('.', import.meta.url));
      const pages = new Set(OFFLINE_PAGES.map((page) => join(root, page.module)));
      // Layouts and the start's lazy imports: their chunks and what those import statically.
      const layouts = new Set(
        [...OFFLINE_LAYOUT_MODULES, ...OFFLINE_START_MODULES].map((module) => join(root, module)),
      );
      const add = (fileName: string, lazyToo: boolean) => {
        const chunk = bundle[fileName];
        if (!chunk || kept.has(fileName)) return;
        kept.add(fileName);
        if (chunk.type !== 'chunk') return;
        const meta = chunk.viteMetadata;
        for (const file of [...(meta?.importedCss ?? []), ...(meta?.importedAssets ?? [])]) {
          kept.add(file);
        }
        for (const next of chunk.imports) add(next, lazyToo);
        if (lazyToo) for (const next of chunk.dynamicImports) add(next, true);
      };
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const module = chunk.facadeModuleId ?? '';
        // The entry and the layout load every page lazily: only their static imports count.
        if (chunk.isEntry || layouts.has(module)) add(chunk.fileName, false);
        else if (pages.has(module)) add(chunk.fileName, true);
      }
    },
  };
  return { plugin, keeps: (url) => kept.has(url) };
}

/** The installable app: its manifest and service worker (issue 30). */
function installableApp(base: string): Plugin[] {
  const chunks = offlineChunks();
  return [
    chunks.plugin,
    ...VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      // main.tsx registers the worker itself, after the first paint (app/layout/service-worker.ts).
      injectRegister: false,
      // The icons serve the installing, not the offline app: kept by the system, not the worker.
      includeManifestIcons: false,
      manifest: {
        id: base,
        name: '12320 健康服务平台',
        short_name: '12320 健康',
        description: '预约挂号、电子健康卡、报告查询；我的预约和电子健康卡没有网络也能看',
        lang: 'zh-CN',
        scope: base,
        // With no network the app opens on 我的预约 (issue 30); online it is the person's
        // appointments too, the page an installed app is opened for at the hospital door.
        start_url: `${base}account/register`,
        display: 'standalone',
        theme_color: '#0958d9',
        background_color: '#f5f7fa',
        icons: [
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: 'icons/maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      injectManifest: {
        globPatterns: ['index.html', 'favicon.svg', 'assets/*.{js,css}'],
        manifestTransforms: [
          (entries) => {
            const manifest = entries.filter(
              (entry) => !entry.url.startsWith('assets/') || chunks.keeps(entry.url),
            );
            const size = manifest.reduce((sum, entry) => sum + entry.size, 0);
            console.log(
              `service worker precache: ${manifest.length} files, ${(size / 1024).toFixed(1)} KB`,
            );
            return { manifest };
          },
        ],
      },
    }),
  ];
}

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:8080';

export default defineConfig(({ isSsrBuild }) => ({
  base: '/12320/',
  plugins: [
    react(),
    ...(isSsrBuild
      ? [serverPagesOnly(SERVER_PAGES)]
      : [
          inlineEntryCss('/12320/'),
          preloadStartChunks('/12320/'),
          ...installableApp('/12320/'),
          precompress(),
        ]),
  ],
  resolve: {
    conditions: ['source'],
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // qs's cycle check through a WeakMap instead of a package written for old engines.
      'side-channel': fileURLToPath(new URL('./src/lib/shims/side-channel.cjs', import.meta.url)),
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/gov-sso': apiTarget },
  },
  build: {
    outDir: isSsrBuild ? 'dist-ssr' : 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
  },
  // The server renders (src/app/prerender.tsx: home and the public pages), loaded by the API:
  // one entry with its dependencies inside, so it needs nothing from node_modules where it runs.
  ssr: { noExternal: true },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
  },
}));
