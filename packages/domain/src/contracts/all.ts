import type { Contract } from './contract';
import * as activation from './activation';
import * as auth from './auth';
import * as cards from './cards';
import * as configs from './configs';
import * as mail from './mail';
import * as members from './members';
import * as payments from './payments';
import * as exports from './exports';
import * as myArea from './my-area';
import * as signup from './signup';
import * as uploads from './uploads';
import * as users from './users';
import * as organizations from './organizations';
import * as settings from './settings';
import * as website from './website';
import * as conventions from './conventions';
import * as sales from './sales';
import * as marketplace from './marketplace';
import * as policies from './policies';
import * as customFields from './customFields';
import * as operations from './operations';
import * as requests from './requests';
import * as search from './search';
import * as plans from './plans';
import * as campaigns from './campaigns';
import * as scanner from './scanner';
import * as mailshots from './mailshots';
import * as invitations from './invitations';
import * as register from './register';
import * as privacy from './privacy';
import * as erasure from './erasure';
import * as archive from './archive';
import * as assemblies from './assemblies';

/** Every area's contracts module: a new area adds its module here, and the API's route table must serve each. */
const MODULES: readonly Record<string, unknown>[] = [
  auth,
  configs,
  website,
  members,
  uploads,
  exports,
  cards,
  myArea,
  users,
  mail,
  signup,
  payments,
  activation,
  settings,
  organizations,
  conventions,
  sales,
  marketplace,
  operations,
  requests,
  policies,
  customFields,
  search,
  plans,
  campaigns,
  scanner,
  mailshots,
  erasure,
  invitations,
  register,
  privacy,
  archive,
  assemblies,
];

const isContract = (value: unknown): value is Contract =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'answer' in value && 'access' in value;

const METHOD_ORDER = ['GET', 'POST', 'PATCH', 'DELETE'];
// A module namespace lists its exports alphabetically or in declaration order depending on the loader: sort.
const byPath = (a: Contract, b: Contract) =>
  a.path.localeCompare(b.path, 'en') || METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method);

/** Every endpoint's contract: area by area, each area's by path and method (the docs follow this order). */
export const CONTRACTS: readonly Contract[] = MODULES.flatMap((m) => Object.values(m).filter(isContract).sort(byPath));

/** The contract of method + path (the tests look answers up with it), undefined when none. */
export function contractFor(method: string, path: string): Contract | undefined {
  const clean = path.replace(/\/+$/, '');
  return CONTRACTS.find((c) => c.method === method && c.path === clean);
}
