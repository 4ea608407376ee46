import type { Request } from 'firebase-functions/v2/https';
import { REQUEST_BODY_MAX_BYTES } from '@tessera/domain/constants';
import { ApiError } from './apiError';
import type { Contract } from '@tessera/domain/contracts/contract';

/**
 * The body the route's schema reads, after the transport checks: at most the route's size limit (PAYLOAD_TOO_LARGE),
 * JSON only (`Content-Type: application/json`), and none on GET. The platform has already parsed a JSON body
 * (req.body); any other content type arrives as text, a form or bytes, which no endpoint takes.
 * undefined when the request has no body.
 */
export function requestBody(route: Pick<Contract, 'method' | 'maxBodyBytes'>, req: Request): unknown {
  const size = req.rawBody?.length ?? Number(req.headers['content-length'] ?? 0);
  if (size > (route.maxBodyBytes ?? REQUEST_BODY_MAX_BYTES)) throw new ApiError('PAYLOAD_TOO_LARGE');
  if (!size) return undefined;
  if (route.method === 'GET') throw new ApiError('INVALID_REQUEST', [{ path: 'body', message: 'a GET request carries no body' }]);
  if (!req.is('application/json'))
    throw new ApiError('INVALID_REQUEST', [
      { path: 'headers.content-type', message: 'the body must be JSON (Content-Type: application/json)' },
    ]);
  return req.body;
}
