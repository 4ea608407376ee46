import { connect } from 'node:http2';
import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { col } from '@tessera/domain/paths';
import { applePassTypeId, onEmulator } from '../../config';
import { db } from '../../shared/admin';
import { appleWalletCertificates } from './credentials';

/**
 * Tells Apple devices that a pass changed: an empty push per registered device through APNs (HTTP/2, authenticated
 * with the Pass Type ID certificate itself, topic = the pass type id); the device then asks the pass web service
 * (appleWebService.ts) which passes changed and fetches them. On the emulator the pushes are recorded in
 * `devWalletCalls` instead: APNs cannot be reached from here (docs/deploy.md "Wallet passes").
 */
export async function pushPassUpdate(pushTokens: readonly string[]): Promise<void> {
  if (pushTokens.length === 0) return;
  if (onEmulator()) {
    await db
      .collection(col.devWalletCalls)
      .add({ op: 'applePush', id: applePassTypeId(), body: { pushTokens }, createdAt: FieldValue.serverTimestamp() });
    return;
  }
  const { signerCert, signerKey } = appleWalletCertificates();
  const session = connect('https://api.push.apple.com', { cert: signerCert, key: signerKey });
  try {
    await Promise.all(
      pushTokens.map(
        (token) =>
          new Promise<void>((resolve) => {
            const req = session.request({ ':method': 'POST', ':path': `/3/device/${token}`, 'apns-topic': applePassTypeId() });
            req.on('response', (headers) => {
              // a failed push is not fatal: the device still finds the update on its next look
              if (headers[':status'] !== 200) logger.warn('apns push refused', { status: headers[':status'] });
            });
            req.on('error', (e) => logger.warn('apns push failed', { message: e.message }));
            req.on('close', () => resolve());
            req.end('{}');
          }),
      ),
    );
  } finally {
    session.close();
  }
}
