import { Timestamp } from 'firebase-admin/firestore';
import { deliveriesExportContract } from '@tessera/domain/contracts/mailshots';
import { DELIVERY_COLUMNS, type StoredMailshot } from '@tessera/domain/mailshots/mailshot';
import { ApiError } from '../http/apiError';
import { route } from '../http/route';
import { tableWriter } from '../exports/tableFile';
import { exportFileName } from '../exports/fileName';
import { deliveries, mailshots } from './store';

/** Deliveries read per query page: the file is written as they come, never the whole list held as documents. */
const PAGE = 1000;

/** POST /v1/mailshots/deliveries-export {id, state?, format} — the deliveries as XLSX, CSV or TXT (formulas neutralized). */
export const exportDeliveries = route(deliveriesExportContract, async ({ claims, body }) => {
  const snap = await mailshots(claims.org).doc(body.id).get();
  if (!snap.exists) throw new ApiError('NOT_FOUND');
  const writer = await tableWriter(body.format, DELIVERY_COLUMNS);
  let query = deliveries(claims.org, body.id).orderBy('email').limit(PAGE);
  if (body.state) query = deliveries(claims.org, body.id).where('state', '==', body.state).orderBy('email').limit(PAGE);
  let count = 0;
  for (let page = await query.get(); ; page = await query.startAfter(page.docs[page.docs.length - 1]!).get()) {
    for (const d of page.docs) {
      const updatedAt = d.get('updatedAt');
      writer.add([
        String(d.get('email') ?? ''),
        String(d.get('state') ?? ''),
        (d.get('error') as string | null | undefined) ?? null,
        updatedAt instanceof Timestamp ? updatedAt.toDate() : null,
      ]);
      count++;
    }
    if (page.size < PAGE) break;
  }
  const file = await writer.finish();
  const mailshot = snap.data() as StoredMailshot;
  const day = new Date().toISOString().slice(0, 10);
  const fileName = exportFileName('invii', mailshot.subject, day, body.format, 'newsletter');
  return { result: file.bytes.toString('base64'), fileName, mimeType: file.mimeType, count };
});
