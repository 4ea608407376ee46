import { readFileSync } from 'node:fs';
import { nodeFontkit } from './nodeFontkit.mjs';
import { nodePdfLib } from './nodePdfLib.mjs';

/**
 * How the functions are bundled (build.mjs), shared with the bench that starts a process as a deployed instance does
 * (tests/bench/pdfColdStart.bench.ts). The domain package is bundled in; the runtime dependencies are left to
 * node_modules, where Cloud Build installs them.
 */
export function bundleOptions() {
  const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
  return {
    absWorkingDir: new URL('.', import.meta.url).pathname,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    external: Object.keys(pkg.dependencies),
    // pdf-lib as a copy of its single-file build (nodePdfLib.mjs): its CommonJS build is some 250 modules, whose loading
    // was a third of the time a fresh instance takes to print its first card (the same code and version, one file to
    // read and compile)
    plugins: [nodeFontkit, nodePdfLib],
  };
}
