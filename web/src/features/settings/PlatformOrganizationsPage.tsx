import type { ReactNode } from 'react';
import { OrganizationsSection } from './OrganizationsSection';

/**
 * /organizations: where the platform admin lands. It works across the installation's associations rather than inside
 * one, so its first screen is all of them with their figures, each one entered from its row. `tools`: other ways to
 * add an association, composed by the app.
 */
export function PlatformOrganizationsPage({ tools }: { tools?: ReactNode }) {
  return <OrganizationsSection asPage tools={tools} />;
}
