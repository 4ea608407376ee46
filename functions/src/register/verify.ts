import { verifyRegisterContract } from '@tessera/domain/contracts/register';
import { route } from '../http/route';
import { db } from '../shared/admin';
import { verifyStoredRegister } from './registerStore';

/** GET /v1/register/verify: the whole chain recomputed, the first entry that does not hold named. */
export const verifyRegister = route(verifyRegisterContract, async ({ claims }) => {
  const v = await verifyStoredRegister(db, claims.org);
  return v.ok
    ? { ok: true, count: v.count, headSeq: v.headSeq, lastHash: v.lastHash, seq: null, fault: null }
    : { ok: false, count: v.count, headSeq: v.headSeq, lastHash: null, seq: v.seq, fault: v.fault };
});
