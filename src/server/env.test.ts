import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';

describe('environment', () => {
  it('starts with no variables at all', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      PUBLIC_URL: 'http://localhost:3000',
      PAYMENT_PROVIDER: 'sandbox',
      ANALYSIS_PROVIDER: 'local',
    });
  });

  it('names every bad variable', () => {
    expect(() => parseEnv({ PORT: 'abc', DATABASE_URL: 'not a url' })).toThrow(
      /PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/,
    );
    expect(() => parseEnv({ PORT: 'abc' })).toThrow(EnvError);
  });

  it('demands the keys a chosen provider needs', () => {
    expect(() => parseEnv({ PAYMENT_PROVIDER: 'stripe' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => parseEnv({ ANALYSIS_PROVIDER: 'openai' })).toThrow(/OPENAI_API_KEY/);
  });

  it('runs analyses inline unless the PostgreSQL job queue is chosen, which needs DATABASE_URL', () => {
    expect(parseEnv({}).ANALYSIS_QUEUE).toBe('inline');
    expect(() => parseEnv({ ANALYSIS_QUEUE: 'pg-boss' })).toThrow(
      /ANALYSIS_QUEUE=pg-boss needs DATABASE_URL/,
    );
    expect(() => parseEnv({ ANALYSIS_QUEUE: 'redis' })).toThrow(/ANALYSIS_QUEUE/);
    expect(() => parseEnv({ WORKER_CONCURRENCY: '0' })).toThrow(/WORKER_CONCURRENCY/);
    const queued = parseEnv({
      ANALYSIS_QUEUE: 'pg-boss',
      DATABASE_URL: 'postgres://vtx@db:5432/vtx',
      WORKER_CONCURRENCY: '4',
    });
    expect(queued).toMatchObject({ ANALYSIS_QUEUE: 'pg-boss', WORKER_CONCURRENCY: 4 });
    // Compose passes an unset variable as an empty string: that means the default.
    const empty = parseEnv({ ENGINE_WORKERS: '', WORKER_CONCURRENCY: ' ' });
    expect([empty.ENGINE_WORKERS, empty.WORKER_CONCURRENCY]).toEqual([undefined, undefined]);
    expect(parseEnv({ ENGINE_WORKERS: '3' }).ENGINE_WORKERS).toBe(3);
  });
});
