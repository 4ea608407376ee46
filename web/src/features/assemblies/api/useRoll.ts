import { useCallback, useState } from 'react';
import type { AnswerOf } from '@tessera/domain/contracts/contract';
import type { assemblyRollContract } from '@tessera/domain/contracts/assemblies';
import { useApiQuery } from '../../../lib/api/useApiQuery';
import { fetchRoll } from './assemblies';

export type Roll = AnswerOf<typeof assemblyRollContract>;
export type RollLine = Roll['members'][number];

/**
 * The roll of an assembly (POST /v1/assemblies/roll: every member, entitled or why not, with their names): asked once
 * when the page opens and again on `reload` (after an exception, or when the register changed meanwhile). `null`
 * assembly: not asked (a draft has no roll worth showing yet).
 */
export function useRoll(assemblyId: string | null) {
  const [round, setRound] = useState(0);
  const live = useApiQuery(`${assemblyId}:${round}`, () => (assemblyId ? fetchRoll(assemblyId) : Promise.resolve(null)));
  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { live, reload };
}

/** The names of the roll by member id, for the proxies and attendance (stored without names). */
export function namesOf(roll: Roll | null | undefined): Map<string, string> {
  return new Map((roll?.members ?? []).map((m) => [m.memberId, m.name]));
}
