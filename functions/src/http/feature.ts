import { preferencesOf, type PreferenceFlag } from '@tessera/domain/entities/organization';
import { orgPath } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { ApiError } from './apiError';

/**
 * NOT_ENABLED while the organization has the preference off (a contract's `feature`). One read of the organization
 * per call of such an endpoint, never cached: a toggle switched off in settings holds from the next request.
 */
export async function assertFeatureOn(orgId: string, feature: PreferenceFlag): Promise<void> {
  const org = await db.doc(orgPath(orgId)).get();
  if (!preferencesOf(org.get('preferences'))[feature]) throw new ApiError('NOT_ENABLED');
}
