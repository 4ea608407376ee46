// The shape both of the repository's import rules share: files under a source folder each have a place (a web layer,
// a server area), and a relative import from one place to another is reported when the rule's `forbidden` says why.
import { resolve } from 'node:path';
import { relativeImports } from './relativeImports.mjs';

/**
 * An ESLint rule for the files under the folder named by option `rootOption` (default `defaultRoot`, from the working
 * directory): `placeOf(file, root)` gives a file's place (null outside the folder), `forbidden(from, to)` why one place
 * may not import another (null when it may).
 */
export function importRule({ description, rootOption, defaultRoot, placeOf, forbidden }) {
  return {
    meta: {
      type: 'problem',
      docs: { description },
      schema: [{ type: 'object', properties: { [rootOption]: { type: 'string' } }, additionalProperties: false }],
    },
    create(context) {
      const root = resolve(context.cwd, context.options[0]?.[rootOption] ?? defaultRoot);
      const file = context.filename;
      const from = placeOf(file, root);
      if (!from) return {};
      return relativeImports(file, (target, spec, node) => {
        const why = forbidden(from, placeOf(target, root));
        if (why) context.report({ node, message: `${spec}: ${why}` });
      });
    },
  };
}
