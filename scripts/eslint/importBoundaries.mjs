// ESLint rule: the web app's imports run one way, components/lib → features → app (docs/architecture.md), and a feature
// never reaches into another feature: what two features share lives in components/ or lib/, and app/ composes them.
import { relative, sep } from 'node:path';
import { importRule } from './importRule.mjs';

/** The layer of a file under web/src: 'app', 'components', 'lib', `feature:<area>`, or null (outside web/src). */
export function layerOf(file, webSrc) {
  const rel = relative(webSrc, file);
  if (rel.startsWith('..') || rel === '') return null;
  const [top, area] = rel.split(sep);
  if (top === 'features') return area ? `feature:${area}` : null;
  return ['app', 'components', 'lib'].includes(top) ? top : null;
}

/** Why `from` may not import `to`, or null when it may. */
export function forbidden(from, to) {
  if (!from || !to || from === to) return null;
  if (from === 'app') return null;
  if (to === 'app') return 'app/ composes the features; nothing imports it';
  if (from === 'components' || from === 'lib')
    return to.startsWith('feature:') ? `${from}/ is shared by every feature and imports none` : null;
  if (to.startsWith('feature:'))
    return 'features do not import each other: move the shared piece to components/ or lib/, or compose in app/';
  return null;
}

export default importRule({
  description: 'keeps web/src imports flowing components/lib → features → app',
  rootOption: 'webSrc',
  defaultRoot: 'web/src',
  placeOf: layerOf,
  forbidden,
});
