import type { RecipientsSource } from '@tessera/domain/mailshots/mailshot';
import { campaigns } from '../campaigns/campaignStore';
import { searchesCol } from '../search/savedSearchStore';
import { db } from '../shared/admin';
import { listValueRef } from '../settings/listValueStore';

/**
 * The audience named as the sender knows it, for the send's confirmation: the saved search's name, the campaign's,
 * the file's, the list values chosen (groups, then sections, then categories); every member needs no name. A name
 * gone since (a deleted search) leaves its id, so the confirmation never names less than is sent to.
 */
export async function audienceNames(orgId: string, source: RecipientsSource): Promise<string[]> {
  switch (source.kind) {
    case 'all':
      return [];
    case 'search': {
      const name = (await searchesCol(orgId).doc(source.searchId).get()).get('name') as unknown;
      return [typeof name === 'string' ? name : source.searchId];
    }
    case 'campaign': {
      const name = (await campaigns(orgId).doc(source.campaignId).get()).get('name') as unknown;
      return [typeof name === 'string' ? name : source.campaignId];
    }
    case 'file':
      return [source.fileName];
    case 'lists': {
      // the values themselves (the draft's references were checked against them when it was saved)
      const ids = [...source.groups, ...source.sections, ...source.categories];
      const values = await db.getAll(...ids.map((id) => listValueRef(orgId, id)));
      return values.map((v, i) => (typeof v.get('name') === 'string' ? (v.get('name') as string) : ids[i]!));
    }
  }
}
