import type { Route } from '../http/route';
import { quotas } from './quotas';

/** /v1/organizations endpoints (spec §7 Organizations). */
export const organizationRoutes: readonly Route[] = [quotas];
