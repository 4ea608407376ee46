// `npm start`, `npm test` and the other scripts install dependencies first when node_modules is missing or was
// installed from another package-lock.json (after a pull or a merge that changed it), not only when it is missing.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The sha256 of the package-lock.json node_modules was installed from, written after each install by these scripts. */
const STAMP = join('node_modules', '.tessera-lock-hash');
/** npm's own record of the last install (rewritten by every npm ci / npm install). */
const NPM_RECORD = join('node_modules', '.package-lock.json');

/**
 * Why node_modules must be installed again, or null when it is in step with package-lock.json.
 * - `lockHash`: the sha256 of package-lock.json now; `stampHash`: the one recorded after our last install (or null);
 * - `lockMtimeMs`, `npmRecordMtimeMs`, `stampMtimeMs`: modification times (null: no such file).
 * An install npm recorded after both the lockfile's last change and our stamp (an `npm ci` by hand) counts too.
 */
export function installReason({ modulesPresent, lockHash, stampHash, lockMtimeMs, npmRecordMtimeMs, stampMtimeMs }) {
  if (!modulesPresent) return 'node_modules is missing';
  if (stampHash === lockHash) return null;
  const installedByHand =
    npmRecordMtimeMs !== null && npmRecordMtimeMs >= lockMtimeMs && (stampMtimeMs === null || npmRecordMtimeMs > stampMtimeMs);
  return installedByHand ? null : 'package-lock.json changed since the last install';
}

const mtime = (file) => (existsSync(file) ? statSync(file).mtimeMs : null);

/** Installs with `npm ci` when installReason says so, and records the lockfile it installed from. */
export function ensureInstalled(root) {
  const at = (p) => join(root, p);
  const lockHash = createHash('sha256')
    .update(readFileSync(at('package-lock.json')))
    .digest('hex');
  const reason = installReason({
    modulesPresent: existsSync(at(join('node_modules', '.bin', 'firebase'))) && existsSync(at(NPM_RECORD)),
    lockHash,
    stampHash: existsSync(at(STAMP)) ? readFileSync(at(STAMP), 'utf8').trim() : null,
    lockMtimeMs: mtime(at('package-lock.json')),
    npmRecordMtimeMs: mtime(at(NPM_RECORD)),
    stampMtimeMs: mtime(at(STAMP)),
  });
  if (reason) {
    console.log(`Installing dependencies (npm ci): ${reason}…`);
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  }
  writeFileSync(at(STAMP), `${lockHash}\n`);
}
