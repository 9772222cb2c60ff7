import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

describe('data directory lock', () => {
  it('lets one holder in and refuses a second while the first is alive', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vtx-lock-'));
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    // A second server process would present another PID; simulate it with a live one (our parent).
    writeFileSync(join(dir, 'server.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    writeFileSync(join(dir, 'server.lock'), String(process.pid));
    release();
    const again = lockDataDir(dir);
    again();
  });

  it('takes over a lock left by a process that no longer exists', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vtx-lock-'));
    const dead = spawnSync(process.execPath, [
      '-e',
      'process.stdout.write(String(process.pid))',
    ]).stdout.toString();
    writeFileSync(join(dir, 'server.lock'), dead);
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });
});
