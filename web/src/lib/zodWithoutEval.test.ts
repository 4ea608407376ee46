import { afterEach, describe, expect, it } from 'vitest';

const realFunction = globalThis.Function;
afterEach(() => {
  globalThis.Function = realFunction;
});

describe('zod without eval', () => {
  it('zod, loaded after it, parses objects without ever building a function from a string (what the CSP reports)', async () => {
    const built: string[] = [];
    globalThis.Function = new Proxy(realFunction, {
      construct(target, args: string[]) {
        built.push(args.join(','));
        return Reflect.construct(target, args);
      },
    });
    await import('./zodWithoutEval');
    const { config, z } = await import('zod');
    expect(config().jitless).toBe(true);
    const schema = z.object({ a: z.string(), b: z.object({ c: z.number() }) });
    expect(schema.parse({ a: 'x', b: { c: 1 } })).toEqual({ a: 'x', b: { c: 1 } });
    expect(schema.safeParse({ a: 1 }).success).toBe(false);
    expect(built).toEqual([]);
  });
});
