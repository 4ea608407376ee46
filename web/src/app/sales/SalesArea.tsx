import { EventDoorConflicts } from '../../features/scanner/EventDoorConflicts';
import { SalesRoutes } from '../../features/sales/SalesRoutes';
import { deskMemberSearch } from './DeskMemberSearch';

/**
 * Attività & Tagliandi with the member search its desk registrations use (from the payments area) and, on an
 * activity's page, what its door devices admitted twice (from the scanner).
 */
export function SalesArea() {
  return <SalesRoutes picker={deskMemberSearch} doorConflicts={(id) => <EventDoorConflicts door={`sale:${id}`} />} />;
}
