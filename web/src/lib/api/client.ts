import type { z } from 'zod';
import type { AnswerOf, Contract } from '@tessera/domain/contracts/contract';
import { currentIdToken } from '../firebase/authActions';
import { ApiFailure, apiFailures } from './failures';
import { pendingRequests } from './pending';

// What the calls throw, offered beside them; the class lives with the listeners it is announced to (failures.ts).
export { ApiFailure };

/** What one attempt answered: the status and the parsed JSON (empty when it was not JSON). */
interface Attempt {
  status: number;
  answer: { err?: string; issues?: { path: string; message: string }[]; retryAt?: string };
}

/** One request by fetch: the common case. */
async function sendFetch(
  method: Contract['method'],
  path: string,
  headers: Record<string, string>,
  body: string | undefined,
): Promise<Attempt> {
  const res = await fetch(path, { method, headers, body });
  return { status: res.status, answer: (await res.json().catch(() => ({}))) as Attempt['answer'] };
}

/** One request by XMLHttpRequest, whose upload reports progress (fetch has no upload progress): files. */
function sendWithProgress(onProgress: (fraction: number) => void) {
  return (method: Contract['method'], path: string, headers: Record<string, string>, body: string | undefined) =>
    new Promise<Attempt>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(method, path);
      for (const [k, v] of Object.entries(headers)) xhr.setRequestHeader(k, v);
      xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
      xhr.onload = () => {
        let answer: Attempt['answer'] = {};
        try {
          answer = JSON.parse(xhr.responseText) as Attempt['answer'];
        } catch {
          // not JSON: the status speaks
        }
        resolve({ status: xhr.status, answer });
      };
      xhr.onerror = () => reject(new Error('network'));
      xhr.send(body);
    });
}

type Transport = typeof sendFetch;

async function send(
  transport: Transport,
  method: Contract['method'],
  path: string,
  headers: Record<string, string>,
  body: unknown,
  forceToken: boolean,
) {
  const token = await currentIdToken(forceToken);
  const h: Record<string, string> = { ...headers };
  if (token) h.authorization = `Bearer ${token}`;
  if (body !== undefined) h['content-type'] = 'application/json';
  return transport(method, path, h, body === undefined ? undefined : JSON.stringify(body));
}

/** What a call sends: the contract's headers (as the wire carries them: text) and body. */
export interface CallInputs<C extends Contract> {
  headers?: z.input<C['headers']>;
  body?: z.input<C['body']>;
  /** the share of the body sent so far (0–1), for a progress bar: the call then goes by XMLHttpRequest */
  onProgress?: (fraction: number) => void;
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
 * contract's. Many endpoints take their inputs in headers; they go in `headers`. An expired token is refreshed and the
 * call retried once.
 */
export async function apiCall<C extends Contract>(contract: C, opts: CallInputs<C> = {}): Promise<AnswerOf<C>> {
  const { method, path } = contract;
  const headers = wireHeaders(opts.headers as object | undefined);
  const overlay = opts.overlay !== false;
  const transport = opts.onProgress ? sendWithProgress(opts.onProgress) : sendFetch;
  if (overlay) pendingRequests.start();
  try {
    let res = await send(transport, method, path, headers, opts.body, false);
    if (res.status === 401 && res.answer.err === 'TOKEN_EXPIRED') {
      console.info('auth/id-token-expired: refreshing the token and retrying', path);
      res = await send(transport, method, path, headers, opts.body, true);
    }
    const { status, answer } = res;
    if (status < 200 || status > 299 || answer.err) throw new ApiFailure(answer.err ?? 'UNKNOW_ERR', status, answer.issues, answer.retryAt);
    return answer as AnswerOf<C>;
  } catch (e) {
    const failure = e instanceof ApiFailure ? e : new ApiFailure('NETWORK', 0);
    apiFailures.emit(failure);
    throw failure;
  } finally {
    if (overlay) pendingRequests.end();
  }
}
