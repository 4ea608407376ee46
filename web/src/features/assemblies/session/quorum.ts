import { callAt } from '@tessera/domain/assemblies/assembly';
import { quorumNeeded, type Call, type StatuteRules } from '@tessera/domain/assemblies/rules';
import type { AssemblyDoc } from '../api/assemblies';

export interface QuorumView {
  call: Call;
  entitled: number;
  needed: number;
  /** how many more must be present or represented (0: the quorum is there) */
  missing: number;
}

/**
 * The quorum as the server reckons it when opening (rules.ts quorumNeeded): an open assembly's on the call and entitled
 * it was opened with; a convened one's on the call of now and the roll's entitled. Null while the rules or the roll are
 * not known yet.
 */
export function quorumOf(
  a: Omit<AssemblyDoc, 'id'>,
  rules: StatuteRules | undefined,
  rollEntitled: number | undefined,
  now: Date,
): QuorumView | null {
  if (!rules) return null;
  const opened = a.openedOn !== null && a.entitledAtOpening !== null;
  const call = opened ? a.openedOn! : callAt(a, now);
  const entitled = opened ? a.entitledAtOpening! : rollEntitled;
  if (entitled === undefined) return null;
  const needed = quorumNeeded(call, a.kind, entitled, rules);
  return { call, entitled, needed, missing: Math.max(0, needed - (a.present + a.represented)) };
}
