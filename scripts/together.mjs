// `npm test`'s first step: the type checks, lint and build at once (node scripts/together.mjs
// typecheck lint build). Each is mostly one thread, so on two cores side by side they take
// about the time of the longest instead of the sum. Each one's output is printed whole when it
// ends, so the log reads as if they had run in turn; any failure fails the step.
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);

function run(script) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      process.stdout.write(
        `\n> ${script}: ${code === 0 ? 'ok' : `failed (${code})`} in ${seconds} s\n`,
      );
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(scripts.map(run));
process.exitCode = results.every(Boolean) ? 0 : 1;
