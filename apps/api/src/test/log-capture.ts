import { Writable } from 'node:stream';

/** A log stream for `createTestApp` that keeps everything the app wrote, to assert on. */
export class LogCapture {
  text = '';

  readonly stream = new Writable({
    write: (chunk, _encoding, done) => {
      this.text += String(chunk);
      done();
    },
  });

  /** One entry per JSON log line. */
  lines(): string[] {
    return this.text.split('\n').filter(Boolean);
  }

  clear(): void {
    this.text = '';
  }
}
