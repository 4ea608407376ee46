import { PlaceholderPage } from '../placeholder/PlaceholderPage';

/** New member form: being built (issue 4). */
export function MemberCreatePage() {
  return <PlaceholderPage labelKey="nav.subscribers" />;
}
