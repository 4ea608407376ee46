import type { Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import { logger } from 'firebase-functions';
import type { z } from 'zod';
import type { Claims } from '@tessera/domain/claims';
import { ERROR_STATUS, type ErrorBody } from '@tessera/domain/errors';
import { can } from '@tessera/domain/permissions';
import { contractFeatures } from '@tessera/domain/contracts/contract';
import { sessionRestriction } from '@tessera/domain/secondFactor';
import { ApiError } from './apiError';
import { authenticate } from './principal';
import { requestBody } from './requestBody';
import type { Route } from './route';
import { recordAccess } from './scope';
import { assertFeaturesOn } from './feature';
import { liveClaims } from './profileLive';
import { assertReferencesExist } from './references';
import { recordImpersonatedRequest } from './impersonatedRequest';

function parse<T>(schema: z.ZodType<T>, value: unknown, where: string): T {
  const result = schema.safeParse(value ?? {});
  if (!result.success) {
    throw new ApiError(
      'INVALID_REQUEST',
      result.error.issues.map((i) => ({ path: [where, ...i.path.map(String)].join('.'), message: i.message })),
    );
  }
  return result.data;
}

/** The route's headers and body, checked: the transport first (size, JSON), then the route's schemas. */
function inputs(route: Route, req: Request) {
  const { contract } = route;
  const raw = requestBody(contract, req);
  return { headers: parse(contract.headers, req.headers, 'headers'), body: parse(contract.body, raw, 'body') };
}

// The handler's context matches its contract's access by construction (route.ts); here it is one shape for all.
type AnyHandler = (ctx: Record<string, unknown>) => Promise<unknown>;

/**
 * The pipeline, every step read from the route's contract: authenticate, restriction, live profile, permission,
 * preference, inputs, the documents the body names, scope.
 */
async function run(route: Route, req: Request): Promise<unknown> {
  const { contract } = route;
  const handle = route.handle as unknown as AnyHandler;
  // Authenticate first: an anonymous caller learns nothing about the shape of inputs.
  if (contract.access === 'public') return handle({ ...inputs(route, req), req });
  // The profile and the organization's preferences are read while the token's revocation is checked (authenticate):
  // only used once it passed, and a refusal below still comes first.
  let reads: { claims: Promise<Claims>; features: Promise<void> } | undefined;
  const principal = await authenticate(
    req.headers.authorization,
    contract.access === 'account'
      ? undefined
      : (p) => {
          if (!p.claims) return;
          reads = { claims: liveClaims(p.claims), features: assertFeaturesOn(p.claims.org, contractFeatures(contract)) };
          reads.claims.catch(() => undefined);
          reads.features.catch(() => undefined);
        },
  );
  // The claims say what the sign-in still owes (second factor, forced change): a token alone does not open the area.
  const restriction = sessionRestriction(principal.claims, Date.now());
  if (restriction && !contract.whileRestricted?.includes(restriction)) throw new ApiError('SESSION_RESTRICTED');
  if (contract.access === 'account') return handle({ ...inputs(route, req), principal, req });
  if (!principal.claims) throw new ApiError('PROFILE_NOT_SELECTED');
  // The role and groups come from the profile as it is now (a change in settings holds from the next call); the
  // organization's preferences are read meanwhile, but a refused permission is reported first.
  const features = reads?.features ?? assertFeaturesOn(principal.claims.org, contractFeatures(contract));
  features.catch(() => undefined);
  const claims = await (reads?.claims ?? liveClaims(principal.claims));
  if (!can(claims.role, contract.access)) throw new ApiError('NO_USER_ALLOWED');
  await features;
  const caller = { ...principal, claims };
  const checked = inputs(route, req);
  await assertReferencesExist(claims.org, contract.references, checked.body);
  const result = await handle({ ...checked, principal: caller, claims, scope: recordAccess(contract.scope, claims), req });
  if (claims.imp && contract.method !== 'GET') await recordImpersonatedRequest(caller, claims, contract);
  return result;
}

/** Finds the route for the request, runs it, and answers JSON; every failure is `{ err }`. */
export async function dispatch(routes: readonly Route[], req: Request, res: Response): Promise<void> {
  const path = req.path.replace(/\/+$/, '');
  const route = routes.find((r) => r.contract.path === path && r.contract.method === req.method);
  try {
    if (!route) throw new ApiError('NOT_FOUND');
    const result = await run(route, req);
    res.status(200).json(result ?? {});
  } catch (e) {
    if (e instanceof ApiError) {
      const body: ErrorBody = {
        err: e.code,
        ...(e.issues ? { issues: e.issues } : {}),
        ...retryAfter(e.details?.retryAt),
        ...(e.details?.missing !== undefined ? { missing: e.details.missing } : {}),
      };
      if (body.retryAfterSeconds !== undefined) res.set('Retry-After', String(body.retryAfterSeconds));
      res.status(ERROR_STATUS[e.code]).json(body);
      return;
    }
    logger.error('unexpected failure', { path, method: req.method, error: e instanceof Error ? e.stack : String(e) });
    res.status(500).json({ err: 'UNKNOW_ERR' } satisfies ErrorBody);
  }
}

/** When to retry, as the time and as the seconds left (at least one: the window opens at the earliest then). */
function retryAfter(retryAt: string | undefined): Pick<ErrorBody, 'retryAt' | 'retryAfterSeconds'> {
  if (!retryAt) return {};
  return { retryAt, retryAfterSeconds: Math.max(1, Math.ceil((Date.parse(retryAt) - Date.now()) / 1000)) };
}
