import { deleteUsersContract } from '@tessera/domain/contracts/settings';
import { apiCall } from '../../../lib/api/client';

/** What deleting these cards' members does (dryRun) or did. */
export const deleteUsers = (cards: string[], dryRun: boolean) => apiCall(deleteUsersContract, { body: { cards, dryRun }, overlay: false });
