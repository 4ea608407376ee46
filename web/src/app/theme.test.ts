import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { slotRecipes as chakraSlotRecipes } from '@chakra-ui/react/theme';
import { system } from './fullTheme';
import { loginSystem } from './theme';

const SRC = join(import.meta.dirname, '..');

/** The names every file under web/src imports from @chakra-ui/react. */
function chakraImports(dir: string, names = new Set<string>()): Set<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) chakraImports(path, names);
    else if (/\.tsx?$/.test(entry.name)) {
      for (const m of readFileSync(path, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
        for (const part of m[1]!.split(',')) {
          const name = part
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0]!;
          if (name) names.add(name);
        }
      }
    }
  }
  return names;
}

describe('theme', () => {
  it('has the slot recipe of every Chakra component the screens import (the others are left out of the bundle)', () => {
    const leftOut = Object.keys(chakraSlotRecipes).filter((key) => !system.isSlotRecipe(key));
    expect(leftOut.length).toBeGreaterThan(0);
    const used = chakraImports(SRC);
    // a slot recipe's key is its component's name in camel case: datePicker → DatePicker
    const missing = leftOut.filter((key) => used.has(key[0]!.toUpperCase() + key.slice(1)));
    expect(missing, 'add these recipes to slotRecipes in web/src/app/theme.ts').toEqual([]);
  });

  it('starts the login route with the recipes of the components it draws, and the full theme has them too', () => {
    for (const key of ['field', 'nativeSelect'])
      expect([key, loginSystem.isSlotRecipe(key), system.isSlotRecipe(key)]).toEqual([key, true, true]);
    expect([
      loginSystem.isSlotRecipe('table'),
      loginSystem.isRecipe('badge'),
      system.isRecipe('badge'),
      loginSystem.isRecipe('button'),
    ]).toEqual([false, false, true, true]);
  });
});
