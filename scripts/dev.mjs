// `npm run dev`: the API under tsx watch and the Vite dev server, stopped together.
import { spawn } from 'node:child_process';

const procs = [
  spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', '--watch', 'apps/api/src/server.ts'],
    { stdio: 'inherit' },
  ),
  spawn('npx', ['vite', '--config', 'apps/web/vite.config.ts', 'apps/web'], { stdio: 'inherit' }),
];
const stop = () => procs.forEach((p) => p.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
procs.forEach((p) => p.on('exit', (code) => code && stop()));
