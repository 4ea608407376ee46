// The payment trigger's dispatch (functions/src/paymentReactions/registry.ts) for what an archive's import writes: its
// payments' creates run no reaction (the import wrote their counters and search rows; the register is in the archive),
// while a later change of such a payment, or a payment written by anyone else, runs them as always.
import { describe, expect, it } from 'vitest';
import { ARCHIVE_IMPORT_FIELD } from '@tessera/domain/archive/manifest';
import { paymentReactionsFor, registerPaymentReaction } from '../../functions/src/paymentReactions/registry';
import { reactionsFor } from '../../functions/src/memberReactions/registry';

registerPaymentReaction({ name: 'counts', fields: ['amount', 'status'], run: async () => undefined });
registerPaymentReaction({ name: 'rows', fields: ['holder'], run: async () => undefined });
const names = (w: Parameters<typeof paymentReactionsFor>[0]) => paymentReactionsFor(w).map((r) => r.name);

describe('payments an archive imported', () => {
  const imported = { amount: 3500, status: 'PROCESSED', holder: 'Rossi', [ARCHIVE_IMPORT_FIELD]: 'job-1' };

  it('their creates run no reaction; a payment written by anyone else runs every one', () => {
    expect(names({ before: undefined, after: imported })).toEqual([]);
    const { [ARCHIVE_IMPORT_FIELD]: _job, ...plain } = imported;
    expect(names({ before: undefined, after: plain })).toEqual(['counts', 'rows']);
  });

  it('a later change or delete of one runs the reactions it concerns, as for any payment', () => {
    expect(names({ before: imported, after: { ...imported, status: 'REFUNDED' } })).toEqual(['counts']);
    expect(names({ before: imported, after: undefined })).toEqual(['counts', 'rows']);
  });

  it('the members it imported are skipped by the same mark', () => {
    expect(reactionsFor({ before: undefined, after: { name: 'A', [ARCHIVE_IMPORT_FIELD]: 'job-1' } })).toEqual([]);
  });
});
