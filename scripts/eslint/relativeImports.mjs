// What the repository's import rules walk: every relative import, re-export and import() of a file.
import { dirname, resolve } from 'node:path';

/** ESLint visitors that call `check(target, spec, node)` with each relative import of `file` resolved to a path. */
export function relativeImports(file, check) {
  const visit = (node) => {
    const spec = node.source?.value;
    if (typeof spec === 'string' && spec.startsWith('.')) check(resolve(dirname(file), spec), spec, node.source);
  };
  return { ImportDeclaration: visit, ExportNamedDeclaration: visit, ExportAllDeclaration: visit, ImportExpression: visit };
}
