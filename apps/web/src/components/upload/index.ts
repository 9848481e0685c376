export { Upload, imageProblem } from './upload';
export type { UploadProps } from './upload';
