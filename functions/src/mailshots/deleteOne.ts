import { deleteMailshotContract } from '@tessera/domain/contracts/mailshots';
import { db } from '../shared/admin';
import { route } from '../http/route';
import { readDraft } from './store';

/** DELETE /v1/mailshots/one (header id) — a draft only: a sent mailshot's record stays with its deliveries. */
export const deleteMailshot = route(deleteMailshotContract, async ({ claims, headers }) =>
  db.runTransaction(async (tx) => {
    const draft = await readDraft(tx, claims.org, headers.id);
    tx.delete(draft.ref);
    return { deleted: true as const };
  }),
);
