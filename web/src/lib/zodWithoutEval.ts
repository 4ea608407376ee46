// zod 4 compiles object parsers with `new Function` after probing whether eval is allowed; under hosting's CSP
// (firebase.json: no 'unsafe-eval') the probe itself is reported as a violation in the console of every page that
// parses. The browser parses small answers and forms: the interpreted parser is plenty, and nothing is reported.
//
// Set on the object zod shares between its copies (globalThis.__zod_globalConfig, which zod adopts when it loads)
// rather than through `config()` from 'zod': importing zod here would move ~4 KB gzip of it into the login route,
// which otherwise downloads zod with the first form. zodWithoutEval.test.ts checks that zod still reads it.
type ZodGlobal = { __zod_globalConfig?: { jitless?: boolean } };
const shared = ((globalThis as ZodGlobal).__zod_globalConfig ??= {});
shared.jitless = true;

export {};
