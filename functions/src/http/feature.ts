import { preferencesOf, type PreferenceFlag } from '@tessera/domain/entities/organization';
import { orgPath } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { ApiError } from './apiError';
import { readTogether } from '../shared/readTogether';

/**
 * NOT_ENABLED while the organization has one of the preferences off (a contract's `feature`). One read of the organization
 * per call of such an endpoint, never cached: a toggle switched off in settings holds from the next request.
 */
export async function assertFeaturesOn(orgId: string, features: readonly PreferenceFlag[]): Promise<void> {
  if (features.length === 0) return;
  const org = await readTogether(db.doc(orgPath(orgId)));
  const prefs = preferencesOf(org.get('preferences'));
  if (!features.every((f) => prefs[f])) throw new ApiError('NOT_ENABLED');
}
