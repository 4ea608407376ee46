import type { Route } from '../http/route';
import { listConventions } from './listAll';
import { getConvention } from './getOne';
import { createConvention } from './createOne';
import { patchConvention } from './patchOne';
import { deleteConvention } from './deleteOne';
import { addConventionDocument, deleteConventionDocument } from './documents';

/** /v1/conventions endpoints. */
export const conventionRoutes: readonly Route[] = [
  listConventions,
  getConvention,
  createConvention,
  patchConvention,
  deleteConvention,
  addConventionDocument,
  deleteConventionDocument,
];
