import type { z } from 'zod';
import type { AnswerOf, Contract } from '@tessera/domain/contracts/contract';
import { currentIdToken } from '../firebase/authActions';
import { apiFailures } from './failures';
import { pendingRequests } from './pending';

/** A failed API call: `code` is the server's `err` (spec §8) or NETWORK when nothing answered. */
export class ApiFailure extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    readonly issues?: { path: string; message: string }[],
  ) {
    super(code);
  }
}

async function send(method: Contract['method'], path: string, headers: Record<string, string>, body: unknown, forceToken: boolean) {
  const token = await currentIdToken(forceToken);
  const h: Record<string, string> = { ...headers };
  if (token) h.authorization = `Bearer ${token}`;
  if (body !== undefined) h['content-type'] = 'application/json';
  return fetch(path, { method, headers: h, body: body === undefined ? undefined : JSON.stringify(body) });
}

/** What a call sends: the contract's headers (as the wire carries them: text) and body. */
export interface CallInputs<C extends Contract> {
  headers?: z.input<C['headers']>;
  body?: z.input<C['body']>;
  /**
   * false: no spinner overlay, the page stays usable — for a call whose caller shows its own progress (a save button's
   * spinner, a field's availability hint) or that runs in the background
   */
  overlay?: boolean;
}

/** Headers as the wire carries them: absent values left out. */
function wireHeaders(headers: object | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(headers ?? {}).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])));
}

/**
 * Calls the endpoint of `contract` (`/v1/...`, `/auth/...`) with the current Bearer token; the answer's type is the
 * contract's. Spec §7 passes many inputs in headers; they go in `headers`. An expired token is refreshed and the
 * call retried once (spec §8).
 */
export async function apiCall<C extends Contract>(contract: C, opts: CallInputs<C> = {}): Promise<AnswerOf<C>> {
  const { method, path } = contract;
  const headers = wireHeaders(opts.headers as object | undefined);
  const overlay = opts.overlay !== false;
  if (overlay) pendingRequests.start();
  try {
    let res = await send(method, path, headers, opts.body, false);
    let answer = (await res.json().catch(() => ({}))) as { err?: string; issues?: { path: string; message: string }[] };
    if (res.status === 401 && answer.err === 'TOKEN_EXPIRED') {
      console.info('auth/id-token-expired: refreshing the token and retrying', path);
      res = await send(method, path, headers, opts.body, true);
      answer = (await res.json().catch(() => ({}))) as typeof answer;
    }
    if (!res.ok || answer.err) throw new ApiFailure(answer.err ?? 'UNKNOW_ERR', res.status, answer.issues);
    return answer as AnswerOf<C>;
  } catch (e) {
    const failure = e instanceof ApiFailure ? e : new ApiFailure('NETWORK', 0);
    apiFailures.emit(failure);
    throw failure;
  } finally {
    if (overlay) pendingRequests.end();
  }
}
