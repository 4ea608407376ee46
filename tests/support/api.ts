import { checkAnswer } from './answers';
import { functionsUrl } from './env';

export interface ApiAnswer<T = Record<string, unknown>> {
  status: number;
  body: T & { err?: string; issues?: { path: string; message: string }[] };
}

/** Calls the API function on the Functions emulator as the web app does; a 2xx answer must match its contract. */
export async function api<T = Record<string, unknown>>(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  opts: { token?: string; headers?: Record<string, string>; body?: unknown; rawBody?: string } = {},
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: string | undefined;
  if (opts.rawBody !== undefined) {
    body = opts.rawBody;
    headers['content-type'] = 'application/json';
  } else if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers['content-type'] = 'application/json';
  }
  const res = await fetch(`${functionsUrl()}/api${path}`, { method, headers, body });
  const text = await res.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = { raw: text };
  }
  checkAnswer(method, path, res.status, parsed);
  return { status: res.status, body: parsed as ApiAnswer<T>['body'] };
}
