import type { Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import { logger } from 'firebase-functions';
import { z } from 'zod';
import { ERROR_STATUS, type ErrorBody } from '@tessera/domain/errors';
import { can } from '@tessera/domain/permissions';
import { sessionRestriction } from '@tessera/domain/secondFactor';
import { ApiError } from './apiError';
import { authenticate } from './principal';
import { requestBody } from './requestBody';
import type { Route } from './route';

const empty = z.object({});

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
  const raw = requestBody(route, req);
  return { headers: parse(route.headers ?? empty, req.headers, 'headers'), body: parse(route.body ?? empty, raw, 'body') };
}

async function run(route: Route, req: Request): Promise<unknown> {
  // Authenticate first: an anonymous caller learns nothing about the shape of inputs.
  if (route.access === 'public') return route.handle({ ...inputs(route, req), req });
  const principal = await authenticate(req.headers.authorization);
  // The claims say what the sign-in still owes (second factor, forced change): a token alone does not open the area.
  const restriction = sessionRestriction(principal.claims, Date.now());
  if (restriction && !route.whileRestricted?.includes(restriction)) throw new ApiError('SESSION_RESTRICTED');
  if (route.access === 'account') return route.handle({ ...inputs(route, req), principal, req });
  const claims = principal.claims;
  if (!claims) throw new ApiError('PROFILE_NOT_SELECTED');
  if (!can(claims.role, route.access)) throw new ApiError('NO_USER_ALLOWED');
  return route.handle({ ...inputs(route, req), principal, claims, req });
}

/** Finds the route for the request, runs it, and answers JSON; every failure is `{ err }`. */
export async function dispatch(routes: readonly Route[], req: Request, res: Response): Promise<void> {
  const path = req.path.replace(/\/+$/, '');
  const route = routes.find((r) => r.path === path && r.method === req.method);
  try {
    if (!route) throw new ApiError('NOT_FOUND');
    const result = await run(route, req);
    res.status(200).json(result ?? {});
  } catch (e) {
    if (e instanceof ApiError) {
      const body: ErrorBody = { err: e.code, ...(e.issues ? { issues: e.issues } : {}) };
      res.status(ERROR_STATUS[e.code]).json(body);
      return;
    }
    logger.error('unexpected failure', { path, method: req.method, error: e instanceof Error ? e.stack : String(e) });
    res.status(500).json({ err: 'UNKNOW_ERR' } satisfies ErrorBody);
  }
}
