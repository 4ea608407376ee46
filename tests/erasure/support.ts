import type { Recipient } from '@tessera/domain/mailshots/mailshot';
import { batchKeyFields } from '../../functions/src/mailshots/store';
import { chunkKeyFields, reportKeyFields } from '../../functions/src/uploads/rowKeys';
import { ORG_A } from '../support/world';

// Documents a test stores around the API as their writers store them: with the keys an erasure finds them by.

/** A mailshot batch as the send writes it. */
export const storedBatch = (recipients: Recipient[], org = ORG_A) => ({ recipients, ...batchKeyFields(org, recipients) });

/** An upload chunk's rows as the job's store writes them. */
export const storedChunk = (rows: unknown[], org = ORG_A) => ({ rows, ...chunkKeyFields(org, rows) });

/** An upload report's rows as the job's run writes them. */
export const storedReport = (rows: unknown[], org = ORG_A) => ({ rows, ...reportKeyFields(org, rows) });
