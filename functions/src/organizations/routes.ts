import type { Route } from '../http/route';
import { quotas } from './quotas';
import { listOrganizations } from './listAll';
import { createOrganization } from './create';
import { setOrganizationStatus } from './setStatus';
import { getOrganization } from './getOne';
import { checkTaxCode } from './checkTaxCode';
import { getSignedFile } from './signedFile';
import { impersonate } from './impersonate';
import { listDomains } from './listDomains';
import { addDomain } from './addDomain';
import { removeDomain } from './removeDomain';

/** /v1/organizations endpoints. */
export const organizationRoutes: readonly Route[] = [
  quotas,
  getOrganization,
  checkTaxCode,
  listOrganizations,
  createOrganization,
  setOrganizationStatus,
  getSignedFile,
  impersonate,
  listDomains,
  addDomain,
  removeDomain,
];
