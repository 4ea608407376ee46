// Test certificates for Apple Wallet passes, made with openssl on first use (never committed: they land in the
// git-ignored functions/.secret.local). Apple's chain is WWDR (intermediate) → Pass Type ID certificate; here a
// throw-away "WWDR" CA signs a throw-away pass certificate, so a pass's PKCS#7 signature verifies against the test CA
// exactly as a real one verifies against Apple's.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The pass type id and team id the local certificate names (the emulator's APPLE_PASS_TYPE_ID / APPLE_TEAM_ID). */
export const TEST_PASS_TYPE_ID = 'pass.it.tessera.demo';
export const TEST_TEAM_ID = 'TESSERA000';

/** `{ wwdr, signerCert, signerKey }` as PEM text: a test CA and a pass certificate it signed (valid 10 years). */
export function makeWalletTestCerts() {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-wallet-'));
  const openssl = (...args) => execFileSync('openssl', args, { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
  try {
    openssl(
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      'ca.key',
      '-out',
      'ca.pem',
      '-days',
      '3650',
      '-subj',
      '/CN=Tessera Test WWDR/O=Tessera Test',
    );
    openssl(
      'req',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      'pass.key',
      '-out',
      'pass.csr',
      '-subj',
      `/UID=${TEST_PASS_TYPE_ID}/CN=Pass Type ID: ${TEST_PASS_TYPE_ID}/OU=${TEST_TEAM_ID}/O=Tessera Test`,
    );
    // a leaf usable for signing (digitalSignature), as Apple's pass certificates are
    writeFileSync(join(dir, 'ext.cnf'), 'basicConstraints=CA:FALSE\nkeyUsage=digitalSignature\nextendedKeyUsage=codeSigning\n');
    openssl(
      'x509',
      '-req',
      '-in',
      'pass.csr',
      '-CA',
      'ca.pem',
      '-CAkey',
      'ca.key',
      '-CAcreateserial',
      '-out',
      'pass.pem',
      '-days',
      '3650',
      '-extfile',
      'ext.cnf',
    );
    const read = (name) => readFileSync(join(dir, name), 'utf8');
    return { wwdr: read('ca.pem'), signerCert: read('pass.pem'), signerKey: read('pass.key') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The local secrets (base64 of the PEM: one line each in functions/.secret.local; config accepts PEM or base64). */
export function walletTestSecrets() {
  const { wwdr, signerCert, signerKey } = makeWalletTestCerts();
  const b64 = (pem) => Buffer.from(pem).toString('base64');
  return { APPLE_WALLET_WWDR_CERT: b64(wwdr), APPLE_WALLET_SIGNER_CERT: b64(signerCert), APPLE_WALLET_SIGNER_KEY: b64(signerKey) };
}
