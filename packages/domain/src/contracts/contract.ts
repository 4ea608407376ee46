import { z } from 'zod';
import type { ServerErrorCode } from '../errors';
import { can, type Permission } from '../permissions';
import type { Role } from '../roles';
import type { SessionRestriction } from '../secondFactor';
import type { ListType, PreferenceFlag } from '../entities/organization';
import type { OrgCollection } from '../paths';
import type { FileOwnerKind } from '../files/files';

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** Who may call: anyone, any signed-in account (no profile needed), or a profile whose role holds the permission. */
export type Access = 'public' | 'account' | Permission;

/**
 * Which records the endpoint works on, declared once so dispatch builds the handler's scope (functions http/scope.ts):
 * - `organization`: any record of the caller's organization;
 * - `groups`: a group admin's groups only (other roles: the organization), from the domain's scopeFilter/inScope;
 * - `own`: the caller's own member records (the profile's member id);
 * - `installation`: every organization (the platform's endpoints; only a permission no other role holds);
 * - `none`: no organization records (public and account endpoints).
 */
export type RecordScope = 'organization' | 'groups' | 'own' | 'installation' | 'none';

/**
 * A body field that stores the id of another document of the caller's organization. Dispatch checks every one exists
 * there, of the kind asked, before the handler runs (functions http/references.ts), so no write keeps an id of another
 * organization, an invented one or one of another kind: INVALID_REQUEST, the field's path with validation.notFound.
 */
export interface Reference {
  /** the field's path in the body, dot-separated; `*` steps into each element of an array. An absent or null value is not checked. */
  field: string;
  collection: OrgCollection;
  /** for a list value (collection listValues): the list it must belong to */
  listType?: ListType;
  /** for a stored file (collection files): the kind of record it was stored for (a logo is no recipients file) */
  fileKind?: FileOwnerKind;
}

const noInput = z.object({});
type NoInput = typeof noInput;

/**
 * One endpoint as both sides see it. Headers and body are what dispatch validates; `answer` is the JSON of a
 * 2xx answer (dates as ISO strings). Answers carry no transforms, so their input and output types are the same
 * wire shape: handlers return it, the web receives it, tests parse it.
 */
export interface Contract<
  A extends Access = Access,
  H extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  method: Method;
  path: string;
  /** one line, the docs' heading text */
  summary: string;
  /** the prose of the docs: what it does, when, what to know */
  description?: string;
  access: A;
  scope: RecordScope;
  /**
   * The steps a restricted session (a second factor due, a forced password change) may still take through this
   * endpoint; every other endpoint answers SESSION_RESTRICTED until the step is done.
   */
  whileRestricted?: readonly SessionRestriction[];
  /**
   * The preference the endpoint belongs to: while the caller's organization has it off, dispatch answers
   * NOT_ENABLED before the handler runs (docs/preferences.md lists every place each preference acts). Several: every
   * one of them must be on (card attachment sheets are PDF cards too).
   */
  feature?: PreferenceFlag | readonly PreferenceFlag[];
  /** the body fields naming other documents of the organization, checked to exist before the handler runs */
  references?: readonly Reference[];
  /** largest body read, in bytes, when the endpoint takes more than REQUEST_BODY_MAX_BYTES (files) */
  maxBodyBytes?: number;
  headers: H;
  body: B;
  answer: R;
  /** the error codes the endpoint itself may answer, beyond the pipeline's (docs) */
  errors: readonly ServerErrorCode[];
}

type ContractInput<A extends Access, H extends z.ZodType, B extends z.ZodType, R extends z.ZodType> = Omit<
  Contract<A, H, B, R>,
  'headers' | 'body' | 'errors'
> & { headers?: H; body?: B; errors?: readonly ServerErrorCode[] };

/** Declares an endpoint; headers and body default to "none" (an empty object). */
export function defineContract<A extends Access, R extends z.ZodType, H extends z.ZodType = NoInput, B extends z.ZodType = NoInput>(
  c: ContractInput<A, H, B, R>,
): Contract<A, H, B, R> {
  return { ...c, headers: c.headers ?? (noInput as unknown as H), body: c.body ?? (noInput as unknown as B), errors: c.errors ?? [] };
}

export type AnswerOf<C extends Contract> = z.input<C['answer']>;

/** The preferences an endpoint belongs to (none, one or several), for dispatch, the screens and the docs alike. */
export function contractFeatures(contract: Pick<Contract, 'feature'>): readonly PreferenceFlag[] {
  const { feature } = contract;
  if (!feature) return [];
  return typeof feature === 'string' ? [feature] : feature;
}

/** Whether a profile of this role may call the endpoint: the web hides actions the API would refuse. */
export function allowed(profile: { role: Role } | null | undefined, contract: Pick<Contract, 'access'>): boolean {
  if (contract.access === 'public') return true;
  if (!profile) return false;
  return contract.access === 'account' || can(profile.role, contract.access);
}
