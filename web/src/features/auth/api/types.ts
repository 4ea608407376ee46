import type { Role } from '@tessera/domain/roles';

/** A profile as the API answers it (functions/src/auth/profiles.ts publicProfile). */
export interface SessionProfile {
  id: string;
  orgId: string;
  orgName: string;
  role: Role;
  groups: string[];
  memberId: string | null;
  display_name: string;
  email: string;
}

export interface SessionAccount {
  email: string | null;
  phone_number: string | null;
  mfa: boolean;
  last_mfa: number;
  lang: 'it' | 'en' | null;
  /** an admin reset the password: a new one is forced before the area (ForcedPasswordStep) */
  mustChangePassword: boolean;
}
