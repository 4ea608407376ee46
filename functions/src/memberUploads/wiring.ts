import { registerUploadJobKind } from '../uploads/jobKinds';
import { memberApplier } from './memberApplier';
import type { MemberJob } from './memberJob';

// What a member file plugs into the upload jobs (loaded by the functions' entry, wiring.ts): its rows' applier.
registerUploadJobKind<MemberJob>('members', { applier: memberApplier });
