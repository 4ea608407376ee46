import type { DevMailboxEntry } from '@tessera/domain/entities/mail';
import { apiCall } from '../../../lib/api/client';
import { devMailboxContract } from '@tessera/domain/contracts/mail';

/** GET /v1/dev/mailbox (emulator only, no sign-in) → the latest 50 messages of the local mail sink, newest first. */
export async function fetchDevMailbox(): Promise<DevMailboxEntry[]> {
  const answer = await apiCall(devMailboxContract);
  return answer.messages;
}
