import { beforeAll, describe, expect, it } from 'vitest';
import { orgCol, orgPath } from '@tessera/domain/paths';
import { brandPaletteFrom } from '@tessera/domain/settings/brandPalette';
import { api } from '../support/api';
import { db } from '../support/admin';
import { buildWorld, ORG_A, type World } from '../support/world';

// The association's colours, set in public information: one picked colour, the palette derived from it.
let world: World;
beforeAll(async () => {
  world = await buildWorld();
});

const setTheme = (colour: unknown, who: keyof World['tokens'] = 'orgAdmin') =>
  api<{ theme: { brand: Record<string, string> } | null; issues?: { path: string; message: string }[] }>('POST', '/v1/settings/set-theme', {
    token: world.tokens[who],
    body: { colour },
  });
const stored = async () => (await db.doc(orgPath(ORG_A)).get()).get('theme') as { brand: Record<string, string> } | undefined;
const publicTheme = async () =>
  (
    await api<{ result: { theme?: { brand: Record<string, string> } | null } }>('GET', '/v1/website/public-info', {
      headers: { org: ORG_A },
    })
  ).body.result.theme;

describe('POST /v1/settings/set-theme', () => {
  it('keeps the palette derived from the picked colour, answers it on the public info, audited', async () => {
    const res = await setTheme('#0F766E');
    expect(res.status).toBe(200);
    const palette = brandPaletteFrom('#0F766E');
    expect(res.body.theme).toEqual({ brand: palette });
    expect(palette['600']).toBe('#0f766e');
    expect(await stored()).toEqual({ brand: palette });
    expect(await publicTheme()).toEqual({ brand: palette });
    const audit = await db.collection(orgCol(ORG_A, 'audit')).where('type', '==', 'themeChanged').get();
    expect(audit.docs.map((d) => d.get('after'))).toContainEqual({ colour: '#0F766E' });
  });

  it('refuses a colour too light for white text, or not #rrggbb, on the field, and changes nothing', async () => {
    const before = await stored();
    for (const [colour, message] of [
      ['#ffeb3b', 'validation.contrast'],
      ['teal', 'validation.colour'],
      ['#0f766e;background:url(x)', 'validation.colour'],
    ] as const) {
      const res = await setTheme(colour);
      expect(res.status).toBe(400);
      expect(res.body.issues).toEqual([{ path: 'body.colour', message }]);
    }
    expect(await stored()).toEqual(before);
  });

  it('staff, group admins and members may not change it', async () => {
    for (const who of ['staff', 'member', 'groupAdmin'] as const) expect((await setTheme('#6b21a8', who)).status).toBe(403);
    expect((await stored())?.brand['600']).toBe('#0f766e');
  });

  it("null gives Tessera's colours back", async () => {
    const res = await setTheme(null);
    expect(res.body).toEqual({ theme: null });
    expect(await stored()).toBeUndefined();
    expect(await publicTheme()).toBeFalsy();
  });
});
