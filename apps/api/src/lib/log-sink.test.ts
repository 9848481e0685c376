import { closeSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LogSink } from './log-sink.js';

describe('LogSink', () => {
  it('writes the lines of one event-loop turn together when the turn ends, each once, in order', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'log-sink-')), 'out.log');
    const fd = openSync(file, 'w');
    const sink = new LogSink(fd);
    const lines = Array.from({ length: 500 }, (_, i) => `{"n":${i},"msg":"第${i}行"}\n`);
    for (const line of lines) sink.write(line);
    // Nothing is written while the turn goes on: logging a line costs no system call.
    expect(readFileSync(file, 'utf8')).toBe('');
    await new Promise((resolve) => setImmediate(resolve));
    expect(readFileSync(file, 'utf8')).toBe(lines.join(''));
    closeSync(fd);
  });

  it('writes what is still pending synchronously when asked (the exit handler)', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'log-sink-')), 'out.log');
    const fd = openSync(file, 'w');
    const sink = new LogSink(fd);
    sink.write('a\n');
    sink.write('b\n');
    sink.write('c\n');
    expect(sink.flushSync()).toBe(true);
    expect(readFileSync(file, 'utf8')).toBe('a\nb\nc\n');
    closeSync(fd);
  });
});
