import { cardPath } from '@tessera/domain/paths';
import { useLiveDocument } from '../../../lib/data/useLiveDocument';
import type { StoredCard } from '../cardRows';

/** One card, live (the rules let a group admin read only its groups' cards: others read as an error). */
export function useCard(orgId: string, number: string) {
  return useLiveDocument<Omit<StoredCard, 'id'>>(cardPath(orgId, number));
}
