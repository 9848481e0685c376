export { Upload } from './upload';
export type { UploadHandle, UploadProps } from './upload';
export type { UploadListType } from './upload-list';
export { axiosUpload } from './upload-request';
export type { UploadRequest, UploadRequestOptions } from './upload-request';
export type { UploadFile, UploadFileInput, UploadStatus } from './upload-rules';
