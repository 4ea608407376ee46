import { describe, expect, it } from 'vitest';
import { rehearseFirstAssociation } from '../../scripts/lib/rehearsal';
import { adminAuth, db } from '../support/admin';
import { authHost, functionsUrl } from '../support/env';

// The operator's guide (docs/deploy.md §4, steps 4 to 7) as `npm run deploy:check -- --emulators` rehearses it, run in
// every `npm test`: the platform admin, the first association with its admin invited, its domain in the host map,
// its pages, the invitation delivered. New names for this run, as the emulators are shared with the other tests.
describe('the first association, as docs/deploy.md takes an operator to it', () => {
  it('passes every step of the rehearsal', async () => {
    const steps: string[] = [];
    await rehearseFirstAssociation({
      db,
      auth: adminAuth,
      api: `${functionsUrl()}/api`,
      authUrl: `http://${authHost()}`,
      run: `-${Date.now().toString(36)}`,
      step: (text) => steps.push(text),
    });
    expect(steps).toHaveLength(7);
    expect(steps.at(-2)).toMatch(/^the invitation reached presidente-\w+@rehearsal\.example\.org$/);
    expect(steps.at(-1)).toMatch(
      /^presidente-\w+@rehearsal\.example\.org chose a password from the invitation and signed in as the general admin of /,
    );
  }, 180_000);
});
