/*
 * IMAGE_STORE_URL names an S3-compatible bucket in one line, like DATABASE_URL does a database:
 *
 *   s3://ACCESS_KEY:SECRET@s3.sa-east-1.amazonaws.com/bucket?region=sa-east-1   (HTTPS)
 *   s3+http://ACCESS_KEY:SECRET@minio:9000/bucket/optional/prefix               (plain HTTP, inside a host)
 *
 * Credentials are percent-encoded; without them the AWS SDK's usual chain applies (AWS_ACCESS_KEY_ID,
 * an instance role). Buckets are addressed by path, which every S3-compatible server understands.
 */
export interface S3Location {
  /** e.g. https://s3.sa-east-1.amazonaws.com or http://minio:9000 */
  endpoint: string;
  bucket: string;
  /** Prepended to every key, without a trailing slash ('' for none). */
  prefix: string;
  region: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

export class ImageStoreUrlError extends Error {}

export function parseImageStoreUrl(text: string): S3Location {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ImageStoreUrlError('not a URL');
  }
  const schemes: Record<string, string> = { 's3:': 'https:', 's3+https:': 'https:', 's3+http:': 'http:' };
  const protocol = schemes[url.protocol];
  if (!protocol) throw new ImageStoreUrlError('must start with s3://, s3+https:// or s3+http://');
  if (!url.hostname) throw new ImageStoreUrlError('needs the server, e.g. s3+http://minio:9000/bucket');
  const [bucket, ...prefix] = url.pathname.split('/').filter(Boolean);
  if (!bucket)
    throw new ImageStoreUrlError('needs the bucket after the server, e.g. s3+http://minio:9000/bucket');
  if ((url.username === '') !== (url.password === ''))
    throw new ImageStoreUrlError('needs both the access key and the secret, or neither');
  return {
    endpoint: `${protocol}//${url.host}`,
    bucket,
    prefix: prefix.join('/'),
    region: url.searchParams.get('region') || 'us-east-1',
    ...(url.username
      ? {
          credentials: {
            accessKeyId: decodeURIComponent(url.username),
            secretAccessKey: decodeURIComponent(url.password),
          },
        }
      : {}),
  };
}

/** For messages and the status page: where, never with what key. */
export function describeS3Location(location: S3Location): string {
  return `${location.endpoint}/${location.bucket}${location.prefix ? `/${location.prefix}` : ''}`;
}
