import { PlaceholderPage } from '../placeholder/PlaceholderPage';

/** Member detail and edit: being built (issue 4). */
export function MemberDetailPage() {
  return <PlaceholderPage labelKey="nav.subscribers" />;
}
