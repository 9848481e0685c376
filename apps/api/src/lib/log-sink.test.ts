import { closeSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LogSink } from './log-sink.js';

describe('LogSink', () => {
  it('writes every line once, in order, batching those logged during a write', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'log-sink-')), 'out.log');
    const fd = openSync(file, 'w');
    const sink = new LogSink(fd);
    const lines = Array.from({ length: 500 }, (_, i) => `{"n":${i},"msg":"第${i}行"}\n`);
    for (const line of lines) sink.write(line);
    // The first line went out alone; the rest waited for it and follow in one batch or few.
    await expect.poll(() => readFileSync(file, 'utf8')).toBe(lines.join(''));
    closeSync(fd);
  });

  it('writes what is still pending synchronously when asked (the exit handler)', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'log-sink-')), 'out.log');
    const fd = openSync(file, 'w');
    const sink = new LogSink(fd);
    sink.write('a\n');
    sink.write('b\n');
    sink.write('c\n');
    sink.flushSync();
    // 'a' is in flight asynchronously; 'b' and 'c' are already on disk.
    expect(readFileSync(file, 'utf8')).toContain('b\nc\n');
    closeSync(fd);
  });
});
