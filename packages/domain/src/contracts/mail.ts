import { z } from 'zod';
import { defineContract } from './contract';
import { devMailboxEntrySchema } from '../entities/mail';

export const DEV_MAILBOX_LIMIT = 50;

export const devMailboxContract = defineContract({
  method: 'GET',
  path: '/v1/dev/mailbox',
  summary: `The latest ${DEV_MAILBOX_LIMIT} messages of the local mail sink, newest first (development only).`,
  description: 'A local development tool: public, and only on the emulator; anywhere else it answers NOT_FOUND.',
  access: 'public',
  scope: 'none',
  answer: z.strictObject({ messages: z.array(devMailboxEntrySchema) }),
  errors: ['NOT_FOUND'],
});
