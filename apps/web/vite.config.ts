/// <reference types="vitest/config" />
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
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
    closeBundle() {
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

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:8080';

export default defineConfig(({ isSsrBuild }) => ({
  base: '/12320/',
  plugins: [
    react(),
    ...(isSsrBuild ? [serverPagesOnly(SERVER_PAGES)] : [inlineEntryCss('/12320/'), precompress()]),
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
  // The home page's server render (src/app/prerender-home.tsx), loaded by the API: one file
  // with its dependencies inside, so it needs nothing from node_modules where it runs.
  ssr: { noExternal: true },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
  },
}));
