import { writeSync } from 'node:fs';

/** A stalled reader (a full pipe) is retried this often; lines wait in memory meanwhile. */
const RETRY_MS = 10;
/** Past this much waiting text a stalled reader costs us lines, not memory. */
const MAX_PENDING_CHARS = 16 * 1024 * 1024;

/**
 * Where the log lines go: a file descriptor (stdout), written in batches. Lines logged during
 * one turn of the event loop go out together in one synchronous write when the turn ends, so
 * a busy process makes one system call for many requests and never hands a write to the
 * thread pool: on a server pinned to one core, each asynchronous write cost two thread
 * switches, about a third of a cheap request. (pino's sonic-boom writes every line on its own
 * and measures its whole pending buffer again for each one.) Whatever is still pending when
 * the process exits is written then.
 */
export class LogSink {
  private pending: string[] = [];
  private pendingChars = 0;
  private scheduled = false;
  /** Lines dropped while the reader stalled, reported in the first line written after. */
  private dropped = 0;
  /** What a stalled reader left unwritten: bytes, as it may end inside a character. */
  private rest: Buffer | undefined;

  constructor(private readonly fd = 1) {
    process.once('exit', () => this.flushSync());
  }

  write(line: string): boolean {
    if (this.pendingChars + line.length > MAX_PENDING_CHARS) {
      this.dropped++;
      return true;
    }
    this.pending.push(line);
    this.pendingChars += line.length;
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(() => this.flush());
    }
    return true;
  }

  private flush(): void {
    this.scheduled = false;
    if (!this.flushSync()) {
      this.scheduled = true;
      setTimeout(() => this.flush(), RETRY_MS).unref();
    }
  }

  /**
   * Writes what is pending now, blocking; false when the reader would block (a non-blocking
   * pipe that is full), with the unwritten rest kept for the next try.
   */
  flushSync(): boolean {
    if (this.dropped > 0) {
      const note = `{"level":40,"time":${Date.now()},"msg":"log output stalled; ${this.dropped} lines dropped"}\n`;
      this.pending.unshift(note);
      this.dropped = 0;
    }
    if (this.pending.length === 0 && !this.rest) return true;
    const text = Buffer.from(this.pending.join(''));
    let buffer = this.rest ? Buffer.concat([this.rest, text]) : text;
    this.pending = [];
    this.pendingChars = 0;
    this.rest = undefined;
    while (buffer.length > 0) {
      try {
        buffer = buffer.subarray(writeSync(this.fd, buffer));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EAGAIN') return true; // nowhere to report it
        this.rest = buffer;
        this.pendingChars = buffer.length;
        return false;
      }
    }
    return true;
  }
}
