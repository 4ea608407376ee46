import type { Route } from '../http/route';
import { quotas } from './quotas';
import { listOrganizations } from './listAll';
import { createOrganization } from './create';
import { setOrganizationStatus } from './setStatus';

/** /v1/organizations endpoints (spec §7 Organizations). */
export const organizationRoutes: readonly Route[] = [quotas, listOrganizations, createOrganization, setOrganizationStatus];
