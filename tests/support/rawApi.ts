import { request } from 'node:http';
import { checkAnswer } from './answers';
import { functionsUrl } from './env';

const ANSWER_TIMEOUT_MS = 90_000;

export interface RawRequest {
  method: string;
  /** API path, e.g. /v1/members/all */
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

export interface RawAnswer {
  status: number;
  /** whether the answer is a JSON object with a JSON content type */
  json: boolean;
  /** the parsed body when json */
  body: Record<string, unknown> & { err?: unknown; issues?: { path: string; message: string }[] };
  /** the start of the answer's text, for failure messages */
  text: string;
}

/**
 * One request to the API on the Functions emulator, sent as given: unlike fetch, it may put a body on GET and any
 * content type or encoding on a body. A dropped connection or no answer resolves as status 0 rather than throwing.
 * A 2xx JSON answer must match its contract (a mismatch rejects).
 */
export function rawApi(r: RawRequest): Promise<RawAnswer> {
  const url = new URL(`${functionsUrl()}/api${r.path}`);
  return new Promise((resolve, reject) => {
    // A length, as browsers send: without it node sends the body chunked, which the emulator's proxy mangles.
    const length = r.body === undefined ? {} : { 'content-length': String(Buffer.byteLength(r.body)) };
    const req = request(url, { method: r.method, headers: { ...length, ...r.headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          parsed = undefined;
        }
        const json = /application\/json/.test(String(res.headers['content-type'])) && typeof parsed === 'object' && parsed !== null;
        const status = res.statusCode ?? 0;
        try {
          if (json) checkAnswer(r.method, r.path, status, parsed);
        } catch (e) {
          reject(e as Error);
          return;
        }
        resolve({ status, json, body: json ? (parsed as RawAnswer['body']) : {}, text: text.slice(0, 300) });
      });
    });
    req.on('error', (e) => resolve({ status: 0, json: false, body: {}, text: `connection error: ${e.message}` }));
    // A handler that never answers would be a gateway timeout in production: a failure, not a stuck test.
    req.setTimeout(ANSWER_TIMEOUT_MS, () => req.destroy(new Error(`no answer in ${ANSWER_TIMEOUT_MS} ms`)));
    if (r.body !== undefined) req.write(r.body);
    req.end();
  });
}
