// dependency-cruiser (`npm run lint:imports`, part of `npm run lint` and `npm test`): no import cycle anywhere, type-only
// imports included. The server's floors are an ESLint rule (scripts/eslint/serverLayers.mjs), the web's one way too
// (scripts/eslint/importBoundaries.mjs); this checks what a rule on one file cannot see: a loop through several.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Files that import each other, directly or round a loop: move what both need into a file of its own below them, ' +
        'or let the lower one take a registration (functions/src/sales/seatHolds.ts).',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    exclude: {
      path: [
        '(^|/)node_modules/',
        // build output
        '(^|/)dist(-e2e|-bench)?/',
        '^functions/lib/',
        // the fixtures show the check a cycle on purpose (scripts/imports/cycles.test.ts)
        '^scripts/imports/fixtures/',
      ],
    },
    doNotFollow: { path: '(^|/)node_modules/' },
    // `import type` counts: a type-only loop still ties the files together
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      // @tessera/domain/* is the workspace's package: its exports map names the TypeScript sources
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mts', '.mjs', '.js', '.cjs', '.json'],
    },
    // the web's vite and the functions' esbuild bundle imports by their path; no dynamic require to follow
    moduleSystems: ['es6', 'cjs'],
  },
};
