import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { renderApiDocs } from '../../scripts/api-docs/render';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

describe('docs/api.md', () => {
  it('is what the contracts generate (after a contract change, run `npm run docs:api`)', () => {
    const committed = readFileSync(join(root, 'docs/api.md'), 'utf8');
    const fresh = renderApiDocs(root);
    // A plain boolean first, so the failure names the command instead of printing two thousand lines of diff.
    expect(committed === fresh, 'docs/api.md is stale: run `npm run docs:api` and commit the result').toBe(true);
  });

  it('has a section for every endpoint', () => {
    const docs = renderApiDocs(root);
    expect(docs).toContain('### GET /v1/members/one');
    expect(docs).toContain('### POST /auth/activate-second-step');
  });
});
