import type { AdminRole } from '@tessera/domain/settings/admins';

/** The roles as mails name them (the web's own labels are its locale files' `roles.*`). */
export const ROLE_NAMES: Record<'it' | 'en', Record<AdminRole, string>> = {
  it: {
    organization: 'Amministratore generale',
    group: 'Amministratore locale',
    management: 'Utente organizzazione',
    staff: 'Utente staff',
  },
  en: { organization: 'General admin', group: 'Local admin', management: 'Organization User', staff: 'Staff User' },
};
