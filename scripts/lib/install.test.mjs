import { describe, expect, it } from 'vitest';
import { installReason } from './install.mjs';

const base = { modulesPresent: true, lockHash: 'a', stampHash: 'a', lockMtimeMs: 1_000, npmRecordMtimeMs: 2_000, stampMtimeMs: 2_000 };

describe('installReason', () => {
  it('installs when node_modules is missing', () => {
    expect(installReason({ ...base, modulesPresent: false })).toBe('node_modules is missing');
  });

  it('does nothing when the recorded lockfile is the current one', () => {
    expect(installReason(base)).toBeNull();
    // even if git touched the lockfile without changing it
    expect(installReason({ ...base, lockMtimeMs: 9_000 })).toBeNull();
  });

  it('reinstalls when package-lock.json changed since our last install', () => {
    expect(installReason({ ...base, lockHash: 'b', lockMtimeMs: 3_000 })).toBe('package-lock.json changed since the last install');
  });

  it('a stamp-less install is current only if npm recorded it after the lockfile changed', () => {
    const noStamp = { ...base, lockHash: 'b', stampHash: null, stampMtimeMs: null };
    expect(installReason(noStamp)).toBeNull();
    expect(installReason({ ...noStamp, lockMtimeMs: 3_000 })).toBe('package-lock.json changed since the last install');
    expect(installReason({ ...noStamp, npmRecordMtimeMs: null })).toBe('package-lock.json changed since the last install');
  });

  it('an npm ci by hand after the lockfile changed counts, one from before our stamp does not', () => {
    const changed = { ...base, lockHash: 'b', lockMtimeMs: 3_000, stampMtimeMs: 2_500 };
    expect(installReason({ ...changed, npmRecordMtimeMs: 4_000 })).toBeNull();
    expect(installReason({ ...changed, lockMtimeMs: 1_500, npmRecordMtimeMs: 2_000 })).toBe(
      'package-lock.json changed since the last install',
    );
  });
});
