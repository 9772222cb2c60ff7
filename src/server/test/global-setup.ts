import { ListBucketsCommand, S3Client } from '@aws-sdk/client-s3';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { parseImageStoreUrl } from '../lib/image-store';

/*
 * Once per `vitest run`: finds the servers that some suites need, and that run whenever they
 * answer, as in CI:
 * - PostgreSQL (the pg-boss queue, several processes on one database): TEST_DATABASE_URL, else the
 *   local server on 127.0.0.1:5432;
 * - an S3-compatible server (the S3 image store): TEST_S3_URL, else the one `.ci/run` starts on
 *   127.0.0.1:4568 (s3rver, from npm).
 */

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL URL whose user may create databases, or null when none answers. */
    postgresUrl: string | null;
    /** An S3-compatible server as s3+http://KEY:SECRET@host:port (tests add a bucket), or null. */
    s3Url: string | null;
  }
}

const localPostgres = 'postgres://postgres@127.0.0.1:5432/postgres';
// s3rver's own defaults (.ci/run starts it with them).
const localS3 = 's3+http://S3RVER:S3RVER@127.0.0.1:4568';

async function s3Answers(url: string): Promise<boolean> {
  const location = parseImageStoreUrl(`${url}/probe`);
  const client = new S3Client({
    endpoint: location.endpoint,
    region: location.region,
    forcePathStyle: true,
    maxAttempts: 1,
    ...(location.credentials ? { credentials: location.credentials } : {}),
  });
  try {
    await client.send(new ListBucketsCommand({}), { abortSignal: AbortSignal.timeout(2_000) });
    return true;
  } catch {
    return false;
  } finally {
    client.destroy();
  }
}

async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

export default async function setup(project: TestProject) {
  const [postgres, s3] = await Promise.all([
    (async () =>
      process.env.TEST_DATABASE_URL ?? ((await postgresAnswers(localPostgres)) ? localPostgres : null))(),
    (async () => process.env.TEST_S3_URL ?? ((await s3Answers(localS3)) ? localS3 : null))(),
  ]);
  project.provide('postgresUrl', postgres);
  project.provide('s3Url', s3);
}
