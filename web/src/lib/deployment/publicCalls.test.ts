import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as activation from '@tessera/domain/contracts/activation';
import * as payments from '@tessera/domain/contracts/payments';
import * as signup from '@tessera/domain/contracts/signup';
import * as website from '@tessera/domain/contracts/website';
import { orgHeader } from '@tessera/domain/contracts/website';

const SRC = join(import.meta.dirname, '../..');

function sources(dir: string, found: { path: string; text: string }[] = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) sources(path, found);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) found.push({ path, text: readFileSync(path, 'utf8') });
  }
  return found;
}

// The contracts whose headers are orgHeader: public calls that name their organization (or get the default one).
const ORG_CONTRACTS = Object.entries({ ...activation, ...payments, ...signup, ...website })
  .filter(([, c]) => typeof c === 'object' && c !== null && 'headers' in c && c.headers === orgHeader)
  .map(([name]) => name);

describe('public calls and the deployment', () => {
  it("send the address's organization in header org, wherever the web calls them", () => {
    expect(ORG_CONTRACTS.length).toBeGreaterThanOrEqual(8);
    const calls = sources(SRC).flatMap(({ path, text }) =>
      ORG_CONTRACTS.flatMap((name) =>
        // the call's own arguments: up to the first closing parenthesis at its depth is enough for these one-liners
        [...text.matchAll(new RegExp(`apiCall\\(${name}\\b[^;]*`, 'g'))].map((m) => ({ at: `${path}: ${name}`, call: m[0] })),
      ),
    );
    expect(calls.length).toBeGreaterThanOrEqual(8);
    expect(calls.filter((c) => !c.call.includes('headers: orgHeaders()')).map((c) => c.at)).toEqual([]);
  });
});
