import type { PublicInfo } from '@tessera/domain/entities/organization';
import { orgPath } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { defaultOrg } from '../config';
import { ApiError } from '../http/apiError';

export async function publicOrganization(org: string | undefined): Promise<{ id: string; publicInfo: PublicInfo }> {
  const id = org ?? defaultOrg.value();
  const snap = await db.doc(orgPath(id)).get();
  if (!snap.exists) throw new ApiError('NOT_FOUND');
  return { id, publicInfo: snap.get('publicInfo') as PublicInfo };
}
