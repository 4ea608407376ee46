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

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

async function send(method: Method, path: string, headers: Record<string, string>, body: unknown, forceToken: boolean) {
  const token = await currentIdToken(forceToken);
  const h: Record<string, string> = { ...headers };
  if (token) h.authorization = `Bearer ${token}`;
  if (body !== undefined) h['content-type'] = 'application/json';
  return fetch(path, { method, headers: h, body: body === undefined ? undefined : JSON.stringify(body) });
}

/**
 * Calls the API (`/v1/...`, `/auth/...`) with the current Bearer token. Spec §7 passes many inputs in
 * headers; they go in `headers`. An expired token is refreshed and the call retried once (spec §8).
 */
export async function apiCall<T>(
  method: Method,
  path: string,
  opts: { headers?: Record<string, string>; body?: unknown } = {},
): Promise<T> {
  pendingRequests.start();
  try {
    let res = await send(method, path, opts.headers ?? {}, opts.body, false);
    let answer = (await res.json().catch(() => ({}))) as { err?: string; issues?: { path: string; message: string }[] };
    if (res.status === 401 && answer.err === 'TOKEN_EXPIRED') {
      console.info('auth/id-token-expired: refreshing the token and retrying', path);
      res = await send(method, path, opts.headers ?? {}, opts.body, true);
      answer = (await res.json().catch(() => ({}))) as typeof answer;
    }
    if (!res.ok || answer.err) throw new ApiFailure(answer.err ?? 'UNKNOW_ERR', res.status, answer.issues);
    return answer as T;
  } catch (e) {
    const failure = e instanceof ApiFailure ? e : new ApiFailure('NETWORK', 0);
    apiFailures.emit(failure);
    throw failure;
  } finally {
    pendingRequests.end();
  }
}
