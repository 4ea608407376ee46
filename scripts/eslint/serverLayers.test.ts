import { readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import rule, { areaOf, FLOORS } from './serverLayers.mjs';

const functionsSrc = '/repo/functions/src';
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' } });
const at = (path: string, code: string) => ({ code, filename: `${functionsSrc}/${path}`, options: [{ functionsSrc }] });

describe('server layers', () => {
  it('lets an area import the floors below it, and refuses a higher floor, its own floor and an area on no floor', () => {
    tester.run('server-layers', rule, {
      valid: [
        at('members/createOne.ts', "import { loadOrgCardSettings } from '../cards/cardData';"),
        at('members/createOne.ts', "import { db } from '../shared/admin';"),
        at('members/createOne.ts', "import { REGION } from '../config';"),
        at('members/createOne.ts', "import { memberFields } from './memberRecord';"),
        at('cards/wallet/passes.ts', "import { orgLogoUrl } from '../../website/logo';"),
        at('cards/wallet/passes.ts', "import { db } from '../../shared/admin';"),
        at('members/createOne.ts', "import { orgPath } from '@tessera/domain/paths';"),
        at('index.ts', "export * from './marketplace/triggers';"),
        at('api.ts', "import { memberRoutes } from './members/routes';"),
        at('wiring.ts', "import './mailshots/wiring';"),
      ],
      invalid: [
        at('cards/cardData.ts', "import { ownMemberView } from '../members/ownMemberView';"),
        at('cards/cardData.ts', "import type { MemberRecord } from '../members/memberRecord';"),
        at('cards/wallet/passes.ts', "import { x } from '../../members/x';"),
        at('cards/cardData.ts', "export { ownMemberView } from '../members/ownMemberView';"),
        at('cards/cardData.ts', "export * from '../members/ownMemberView';"),
        at('cards/cardData.ts', "const m = import('../members/ownMemberView');"),
        at('settings/addAdmin.ts', "import { moveUsername } from '../users/username';"),
        at('shared/audit.ts', "import type { Principal } from '../http/principal';"),
        at('members/createOne.ts', "import { main } from '../index';"),
        at('members/createOne.ts', "import { x } from '../newArea/x';"),
        at('newArea/x.ts', "import { db } from '../shared/admin';"),
        // the shared mechanisms take registrations instead of importing the areas above them
        at('mail/outbox.ts', "import { x } from '../mailshots/outboxDeliveries';"),
        at('http/dispatch.ts', "import { memberRoutes } from '../members/routes';"),
        at('uploads/applyJob.ts', "import { x } from '../payments/uploads/uploadJob';"),
      ].map((c) => ({ ...c, errors: 1 })),
    });
  });

  it("names a file's area by its folder, or by its name when it lies directly in functions/src", () => {
    expect(areaOf(`${functionsSrc}/cards/wallet/passes.ts`, functionsSrc)).toBe('cards');
    expect(areaOf(`${functionsSrc}/config.ts`, functionsSrc)).toBe('config');
    expect(areaOf('/repo/tests/cards/x.ts', functionsSrc)).toBeNull();
  });
});

describe('the floors of functions/src', () => {
  const src = resolve(dirname(fileURLToPath(import.meta.url)), '../../functions/src');

  it('place every area of functions/src once', () => {
    const areas = readdirSync(src, { withFileTypes: true })
      .filter((e) => e.isDirectory() || e.name.endsWith('.ts'))
      .map((e) => areaOf(join(src, e.name), src));
    const placed = FLOORS.flat();
    expect(placed.filter((a, i) => placed.indexOf(a) !== i)).toEqual([]);
    expect([...areas].sort()).toEqual([...placed].sort());
  });
});
