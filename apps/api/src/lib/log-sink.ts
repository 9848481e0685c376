import { write, writeSync } from 'node:fs';

/**
 * Where the log lines go: a file descriptor (stdout), written in batches. Lines logged while a
 * write is in flight are joined and go out together in the next one, so a busy process makes
 * one system call for many requests. (pino's sonic-boom does the same but measures its whole
 * pending buffer again for every line, which cost a twentieth of a cheap request.) Whatever is
 * still pending when the process exits is written synchronously.
 */
export class LogSink {
  private pending: string[] = [];
  private writing = false;

  constructor(private readonly fd = 1) {
    process.once('exit', () => this.flushSync());
  }

  write(line: string): boolean {
    this.pending.push(line);
    if (!this.writing) this.flush();
    return true;
  }

  private flush(): void {
    if (this.pending.length === 0) {
      this.writing = false;
      return;
    }
    this.writing = true;
    const text = this.pending.join('');
    this.pending = [];
    this.writeAll(Buffer.from(text));
  }

  private writeAll(buffer: Buffer): void {
    write(this.fd, buffer, 0, buffer.length, null, (err, written) => {
      // A closed or broken stdout must not take the process down, nor loop forever.
      if (err) {
        if (err.code === 'EAGAIN') return void setTimeout(() => this.writeAll(buffer), 10);
        this.pending = [];
        this.writing = false;
        return;
      }
      if (written < buffer.length) return void this.writeAll(buffer.subarray(written));
      this.flush();
    });
  }

  /** Writes what is pending now, blocking: for the exit handler and tests. */
  flushSync(): void {
    const text = this.pending.join('');
    this.pending = [];
    if (!text) return;
    try {
      writeSync(this.fd, text);
    } catch {
      // Nothing left to report a failed log write to.
    }
  }
}
