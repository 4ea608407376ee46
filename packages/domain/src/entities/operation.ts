import { z } from 'zod';

/**
 * An operation (docs/data-model.md §2.14): an accounting classification a payment is filed under. Its
 * codes are copied into the payment (`accounting`) when chosen, so a later change never rewrites booked payments.
 */
const code = z.string().trim().max(50, 'validation.tooLong').optional();

export const operationInput = z.object({
  name: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(200, 'validation.tooLong'),
  b1Aggregate: code,
  project: code,
  account: code,
  cdc: code,
  /** an inactive operation is no longer offered for new payments */
  active: z.boolean().default(true),
});
/** as sent (active may be left out: it defaults to true) */
export type OperationInput = z.input<typeof operationInput>;

export const operationSchema = operationInput.extend({ id: z.string() });
export type Operation = z.input<typeof operationSchema>;

/** An organization keeps at most this many operations (one answer lists them all). */
export const MAX_OPERATIONS = 500;
