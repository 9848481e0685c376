import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:8080';

/** The staff console (served by the API at /staff/); desktop first, no phone budget. */
export default defineConfig({
  base: '/staff/',
  plugins: [react()],
  resolve: {
    conditions: ['source'],
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { port: 5174, proxy: { '/api': apiTarget } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // antd and the chart library are one vendor chunk each, loaded once and cached a year.
    chunkSizeWarningLimit: 1500,
  },
});
