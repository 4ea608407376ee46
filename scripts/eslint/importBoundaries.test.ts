import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import rule from './importBoundaries.mjs';

const webSrc = '/repo/web/src';
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });
const at = (path: string, code: string) => ({ code, filename: `${webSrc}/${path}`, options: [{ webSrc }] });

describe('import boundaries', () => {
  it('lets imports run components/lib → features → app, and refuses the other ways', () => {
    tester.run('import-boundaries', rule, {
      valid: [
        at('features/members/MembersPage.tsx', "import { x } from './api/useMembers';"),
        at('features/members/MembersPage.tsx', "import { Pagination } from '../../components/Pagination';"),
        at('features/members/api/useMembers.ts', "import { live } from '../../../lib/data/live';"),
        at('app/router.tsx', "import { MembersPage } from '../features/members/MembersPage';"),
        at('lib/session/session.tsx', "import { notify } from '../../components/toaster';"),
        at('features/members/MembersPage.tsx', "import { z } from 'zod';"),
      ],
      invalid: [
        at('features/members/MembersPage.tsx', "import { CardsPage } from '../cards/CardsPage';"),
        at('features/members/api/x.ts', "export { y } from '../../cards/api/y';"),
        at('features/members/MembersPage.tsx', "import { router } from '../../app/router';"),
        at('components/Thing.tsx', "import { MembersPage } from '../features/members/MembersPage';"),
        at('lib/data/x.ts', "const m = import('../../features/members/MembersPage');"),
      ].map((c) => ({ ...c, errors: 1 })),
    });
  });
});
