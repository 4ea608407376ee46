import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const fixture = (name: string) => relative(root, resolve(root, 'scripts/imports/fixtures', name));

/** The repository's own check (.dependency-cruiser.cjs) run over one fixture folder: the rules and the files named. */
async function violations(name: string) {
  const options = await extractDepcruiseOptions(resolve(root, '.dependency-cruiser.cjs'));
  // the repository's run leaves the fixtures out; here they are the point
  const { output } = await cruise([fixture(name)], { ...options, baseDir: root, exclude: { path: '(^|/)node_modules/' } });
  return (output as ICruiseResult).summary.violations.map((v) => ({
    rule: v.rule.name,
    loop: (v.cycle ?? []).map((step) => relative(fixture(name), step.name)).sort(),
  }));
}

describe('the import check (.dependency-cruiser.cjs)', () => {
  it('reports a loop of imports, even one that only a type-only import closes', async () => {
    expect(await violations('typeCycle')).toEqual([{ rule: 'no-circular', loop: ['line.ts', 'order.ts'] }]);
  });

  it('finds nothing where the imports run one way', async () => {
    expect(await violations('oneWay')).toEqual([]);
  });
});
