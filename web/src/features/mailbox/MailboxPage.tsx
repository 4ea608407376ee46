import { PlaceholderPage } from '../placeholder/PlaceholderPage';

/** Development-only mailbox of the local mail sink: being built (issue 4). */
export function MailboxPage() {
  return <PlaceholderPage labelKey="nav.home" />;
}
