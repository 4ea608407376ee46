import { describe, expect, it } from 'vitest';
import { rawApi } from '../support/rawApi';

// A body the platform's parser refuses before the function runs (docs/api.md §1.3): the platform answers it, in
// production mode (functions/src/http/platformErrors.ts), so the answer shows no stack trace and no server path.
const UNPARSEABLE: { label: string; body: string; headers: Record<string, string> }[] = [
  { label: 'malformed JSON', body: '{"a":', headers: { 'content-type': 'application/json' } },
  { label: 'gzip that does not inflate', body: 'not gzip', headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' } },
];

describe('a body the platform cannot parse', () => {
  for (const { label, body, headers } of UNPARSEABLE)
    it(`${label}: 400, and the answer leaks no stack trace or server path`, async () => {
      for (const path of ['/v1/members/one', '/v1/payments/local-subscription-cycle', '/auth/validate']) {
        const a = await rawApi({ method: 'POST', path, headers, body });
        expect(a.status, `${path}: ${a.text}`).toBe(400);
        expect(a.text, path).toMatch(/Bad Request/);
        // a stack frame ("at fn (file:line:col)"), an absolute path, or the parser's own module names
        expect(a.text, path).not.toMatch(/\bat \S+ \(|\/node_modules\/|\/(?:home|work|usr|srv|workspace)\/|body-parser|SyntaxError/);
      }
    });
});
