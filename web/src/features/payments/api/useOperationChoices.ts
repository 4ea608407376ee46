import { useEffect, useState } from 'react';
import type { Operation } from '@tessera/domain/entities/operation';
import { listOperations } from './operations';

/** The operations a payment may be filed under, as the form offers them. */
export interface OperationChoices {
  choices: [string, string][];
  /** still being read: the form shows the field, disabled, so nothing moves under the pointer when they arrive */
  loading: boolean;
}

/**
 * The operations a payment may be filed under: the active ones, plus `keep` (the one a payment already names, even if
 * inactive now). Null when the role reads none (group admins: operations span groups).
 */
export function useOperationChoices(enabled: boolean, keep: string | null): OperationChoices | null {
  const [all, setAll] = useState<Operation[] | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    listOperations().then(
      (ops) => live && setAll(ops),
      () => live && setAll([]),
    );
    return () => {
      live = false;
    };
  }, [enabled]);
  if (!enabled) return null;
  if (!all) return { choices: [], loading: true };
  return { choices: all.filter((o) => o.active !== false || o.id === keep).map((o) => [o.id, o.name]), loading: false };
}
