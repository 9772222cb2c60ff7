export { assertValidKey, type ImageStore } from './image-store';
export { createFileImageStore } from './file-image-store';
export { createS3ImageStore } from './s3-image-store';
export {
  describeS3Location,
  ImageStoreUrlError,
  parseImageStoreUrl,
  type S3Location,
} from './image-store-url';
export { openImageStore } from './open-image-store';
