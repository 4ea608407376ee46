import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import type { Contract } from '@tessera/domain/contracts/contract';
import { useCallAllowed } from '../lib/data/usePreferences';

/**
 * A sub-page that exists for the call it makes: a profile the contract refuses goes back to `back` (the area's list)
 * instead of opening a page whose every call would fail, or falling through to the record route with "new" as an id.
 * Deciding from the contract keeps the page and the API on the same rule.
 */
export function CallAllowedRoute({
  contract,
  back,
  children,
}: {
  contract: Pick<Contract, 'access' | 'feature'>;
  back: string;
  children: ReactNode;
}) {
  if (!useCallAllowed(contract)) return <Navigate to={back} replace />;
  return <>{children}</>;
}
