import type { ReactElement, ReactNode } from 'react';
import type { Permission } from '@tessera/domain/permissions';
import { ListsSection } from './ListsSection';
import { PreferencesSection } from './PreferencesSection';
import { QuotasSection } from './QuotasSection';
import { AuditSection } from './AuditSection';
import { DeleteUsersSection } from './DeleteUsersSection';
import { RetentionSection } from './RetentionSection';
import { PayrollSection } from './PayrollSection';
import { AdminsSection } from './AdminsSection';
import { MailSendersSection } from './MailSendersSection';
import { PublicInfoSection } from './PublicInfoSection';
import { PoliciesSection } from './PoliciesSection';
import { OrganizationsSection } from './OrganizationsSection';
import { FieldsSection } from './FieldsSection';

/** The sections other features draw, which the app hands to the settings (SettingsRoutes' props). */
export type GivenSection = 'plan' | 'register' | 'archive';

/** What the app adds to one of this feature's own sections (another feature's part, composed by the app). */
export interface SectionAdditions {
  /** other ways to add an association, beside the form that creates one (the import from an archive) */
  organizationTools?: ReactNode;
}

export interface SettingsSection {
  /** `/settings/<path>` */
  path: string;
  labelKey: string;
  /** who sees the section and may open it (what its endpoints allow) */
  permission: Permission;
  /**
   * the section: its own (drawn with what the app adds to it), or another feature's given by the app (listed only when
   * given)
   */
  element: ReactElement | ((additions: SectionAdditions) => ReactElement) | { given: GivenSection };
  /** the section's tabs are in its address (`/settings/lists/groups`); the bare address opens the first tab */
  tabbed?: true;
}

/**
 * The settings sections, in the order the navigation shows them: the navigation and the routes both come from here
 * (SettingsRoutes.tsx).
 */
export const SETTINGS_SECTIONS: readonly SettingsSection[] = [
  { path: 'admins', labelKey: 'settings.sections.admins', permission: 'settings.manage', element: <AdminsSection /> },
  { path: 'public-info', labelKey: 'settings.sections.publicInfo', permission: 'settings.manage', element: <PublicInfoSection /> },
  { path: 'fields', labelKey: 'settings.sections.fields', permission: 'settings.manage', element: <FieldsSection /> },
  {
    path: 'lists',
    labelKey: 'settings.sections.lists',
    permission: 'settings.manage',
    element: <ListsSection section="lists" />,
    tabbed: true,
  },
  {
    path: 'companies',
    labelKey: 'settings.sections.companies',
    permission: 'settings.manage',
    element: <ListsSection section="companies" />,
    tabbed: true,
  },
  { path: 'payroll', labelKey: 'settings.sections.payroll', permission: 'settings.manage', element: <PayrollSection /> },
  { path: 'senders', labelKey: 'settings.sections.senders', permission: 'settings.manage', element: <MailSendersSection /> },
  { path: 'policies', labelKey: 'settings.sections.policies', permission: 'settings.manage', element: <PoliciesSection /> },
  { path: 'preferences', labelKey: 'settings.sections.preferences', permission: 'settings.manage', element: <PreferencesSection /> },
  { path: 'delete-users', labelKey: 'settings.sections.deleteUsers', permission: 'settings.manage', element: <DeleteUsersSection /> },
  { path: 'retention', labelKey: 'settings.sections.retention', permission: 'settings.manage', element: <RetentionSection /> },
  // the plan page is another feature's (features/plans), given by the app
  { path: 'plan', labelKey: 'settings.sections.plan', permission: 'settings.manage', element: { given: 'plan' } },
  // the register of members (features/register), given by the app
  { path: 'register', labelKey: 'settings.sections.register', permission: 'register.read', element: { given: 'register' } },
  // the association's export as an archive (features/archive), given by the app
  { path: 'archive', labelKey: 'settings.sections.archive', permission: 'archive.export', element: { given: 'archive' } },
  { path: 'quotas', labelKey: 'settings.sections.quotas', permission: 'settings.manage', element: <QuotasSection /> },
  { path: 'audit', labelKey: 'settings.sections.audit', permission: 'settings.manage', element: <AuditSection /> },
  // the installation's organizations: the platform admin's only
  {
    path: 'organizations',
    labelKey: 'settings.sections.organizations',
    permission: 'organizations.manage',
    element: ({ organizationTools }) => <OrganizationsSection tools={organizationTools} />,
  },
];
