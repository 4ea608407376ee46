import { z } from 'zod';
import { docId } from '../entities/common';
import { MAX_OPERATIONS, operationInput, operationSchema } from '../entities/operation';
import { defineContract } from './contract';

// Payment operations: the accounting classifications payments are filed
// under. The back office but group admins reads them (they span groups); the administration writes them.

const operationHeaders = z.object({ id: docId.describe('the operation id') });

export const listOperationsContract = defineContract({
  method: 'GET',
  path: '/v1/payments/operations',
  summary: 'Every operation of the organization, by name.',
  description: `At most ${MAX_OPERATIONS}, so one answer holds them all.`,
  access: 'operations.read',
  scope: 'organization',
  answer: z.strictObject({ operations: z.array(operationSchema) }),
});

export const createOperationContract = defineContract({
  method: 'POST',
  path: '/v1/payments/operations',
  summary: 'Adds an operation.',
  description: `Names are unique ignoring case and accents (\`body.name\`: validation.duplicate); at most ${MAX_OPERATIONS}. Audited.`,
  access: 'operations.write',
  scope: 'organization',
  body: operationInput,
  answer: z.strictObject({ id: z.string() }),
});

export const patchOperationContract = defineContract({
  method: 'PATCH',
  path: '/v1/payments/operations',
  summary: 'Changes an operation (all its fields, as the form sends them).',
  description: 'Payments already filed keep the codes copied when they were filed. Audited.',
  access: 'operations.write',
  scope: 'organization',
  headers: operationHeaders,
  body: operationInput,
  answer: z.strictObject({ id: z.string() }),
  errors: ['NOT_FOUND'],
});

export const deleteOperationContract = defineContract({
  method: 'DELETE',
  path: '/v1/payments/operations',
  summary: 'Deletes an operation.',
  description: 'Payments filed under it keep their copied codes. Audited.',
  access: 'operations.write',
  scope: 'organization',
  headers: operationHeaders,
  answer: z.strictObject({ deleted: z.literal(true) }),
  errors: ['NOT_FOUND'],
});
