/** An image format the portal accepts, recognised from the file's own bytes. */
export interface ImageType {
  ext: 'png' | 'jpg' | 'gif' | 'webp';
  contentType: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';
}

const startsWith = (bytes: Buffer, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, i) => bytes[offset + i] === byte);

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const GIF87 = [0x47, 0x49, 0x46, 0x38, 0x37, 0x61];
const GIF89 = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];

/**
 * The image type the magic bytes announce, or undefined. The file name and the declared
 * content type are the uploader's to choose, so they are never consulted.
 */
export function sniffImage(bytes: Buffer): ImageType | undefined {
  if (startsWith(bytes, PNG)) return { ext: 'png', contentType: 'image/png' };
  if (startsWith(bytes, JPEG)) return { ext: 'jpg', contentType: 'image/jpeg' };
  if (startsWith(bytes, GIF87) || startsWith(bytes, GIF89)) {
    return { ext: 'gif', contentType: 'image/gif' };
  }
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) {
    return { ext: 'webp', contentType: 'image/webp' };
  }
  return undefined;
}
