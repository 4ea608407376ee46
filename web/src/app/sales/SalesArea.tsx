import { SalesRoutes } from '../../features/sales/SalesRoutes';
import { deskMemberSearch } from './DeskMemberSearch';

/** Attività & Tagliandi with the member search its desk registrations use (from the payments area). */
export function SalesArea() {
  return <SalesRoutes picker={deskMemberSearch} />;
}
