import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { describeS3Location, type S3Location } from './image-store-url';
import { assertValidKey, type ImageStore } from './image-store';

/** Pictures in an S3-compatible bucket (AWS S3, MinIO, …) through the AWS SDK. */
export function createS3ImageStore(location: S3Location): ImageStore {
  const client = new S3Client({
    endpoint: location.endpoint,
    region: location.region,
    forcePathStyle: true,
    // Checksums only where the API requires them: not every S3-compatible server knows the
    // newer optional ones the SDK would otherwise add to each upload.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(location.credentials ? { credentials: location.credentials } : {}),
  });
  const Bucket = location.bucket;
  const objectKey = (key: string) => {
    assertValidKey(key);
    return location.prefix ? `${location.prefix}/${key}` : key;
  };
  const ourKey = (stored: string) => (location.prefix ? stored.slice(location.prefix.length + 1) : stored);
  return {
    kind: 's3',
    location: describeS3Location(location),
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: objectKey(key), Body: bytes, ContentType: contentType }),
      );
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        return Buffer.from(await answer.Body!.transformToByteArray());
      } catch (error) {
        if (
          error instanceof NoSuchKey ||
          (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)
        )
          return null;
        throw error;
      }
    },
    async delete(keys) {
      // At most 1000 keys per request (the S3 API's limit).
      for (let start = 0; start < keys.length; start += 1000) {
        const Objects = keys.slice(start, start + 1000).map((key) => ({ Key: objectKey(key) }));
        const answer = await client.send(
          new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }),
        );
        const failed = (answer.Errors ?? []).filter((error) => error.Code !== 'NoSuchKey');
        if (failed.length > 0)
          throw new Error(`Image store: ${failed.length} deletions failed (${failed[0]!.Code})`);
      }
    },
    async *list(prefix) {
      let ContinuationToken: string | undefined;
      do {
        const Prefix = location.prefix ? `${location.prefix}/${prefix}` : prefix;
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }));
        for (const object of page.Contents ?? []) if (object.Key) yield ourKey(object.Key);
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
    async close() {
      client.destroy();
    },
  };
}
