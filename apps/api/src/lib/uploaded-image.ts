import type { FastifyRequest } from 'fastify';
import { sniffImage, type ImageType } from '../modules/users/image-type.js';
import { AppError } from './app-error.js';

const invalid = (message: string) => new AppError('INVALID_INPUT', 400, message);

/**
 * The one image of a multipart upload (form field `file`), whole, with its type read from its
 * bytes: the avatar and consultation uploads take images the same way. The route's plugin
 * registers @fastify/multipart with its size limit (`maxText` says it in words).
 */
export async function uploadedImage(
  request: FastifyRequest,
  maxText: string,
): Promise<{ bytes: Buffer; image: ImageType }> {
  const errors = request.server.multipartErrors;
  let bytes: Buffer;
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'file') {
      part?.file.resume();
      throw invalid('请选择要上传的图片');
    }
    bytes = await part.toBuffer();
  } catch (error) {
    if (error instanceof errors.RequestFileTooLargeError) {
      throw new AppError('PAYLOAD_TOO_LARGE', 413, `图片不能超过 ${maxText}`);
    }
    if (error instanceof errors.InvalidMultipartContentTypeError) {
      throw invalid('请以表单文件（multipart/form-data）方式上传图片');
    }
    if (error instanceof AppError) throw error;
    // Everything else here is the parser failing on the bytes the client sent (busboy's
    // "Unexpected end of multipart data", a missing boundary, a broken part header).
    throw invalid('上传内容格式不正确，请重新选择图片上传');
  }
  const image = sniffImage(bytes);
  if (!image) throw invalid('只能上传 PNG、JPEG、GIF 或 WebP 图片');
  return { bytes, image };
}
