import { describe, expect, it } from 'vitest';
import { sniffImage } from './image-type.js';

const bytes = (...values: (number | string)[]) =>
  Buffer.concat(
    values.map((v) => (typeof v === 'string' ? Buffer.from(v, 'latin1') : Buffer.of(v))),
  );

describe('sniffImage', () => {
  it('recognises PNG, JPEG, GIF and WebP by their magic bytes', () => {
    expect(sniffImage(bytes(0x89, 'PNG\r\n\x1a\n', 0))).toEqual({
      ext: 'png',
      contentType: 'image/png',
    });
    expect(sniffImage(bytes(0xff, 0xd8, 0xff, 0xe0))).toEqual({
      ext: 'jpg',
      contentType: 'image/jpeg',
    });
    expect(sniffImage(bytes('GIF87a', 1))?.ext).toBe('gif');
    expect(sniffImage(bytes('GIF89a', 1))?.contentType).toBe('image/gif');
    expect(sniffImage(bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '))).toEqual({
      ext: 'webp',
      contentType: 'image/webp',
    });
  });

  it('refuses anything else, however it is named', () => {
    expect(sniffImage(Buffer.from('just some text, named avatar.png'))).toBeUndefined();
    expect(sniffImage(bytes('RIFF', 0, 0, 0, 0, 'WAVE'))).toBeUndefined();
    expect(sniffImage(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(sniffImage(bytes(0x89, 'PNG'))).toBeUndefined();
    expect(sniffImage(Buffer.alloc(0))).toBeUndefined();
  });
});
