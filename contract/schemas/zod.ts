import * as z from 'zod/mini';
import { en } from 'zod/locales';

/**
 * The one zod of the wire schemas, configured before any schema exists.
 *
 * zod/mini, not zod's classic API: the same parser core and Standard Schema interface, with
 * checks as functions (`z.string().check(z.regex(...))`) so only what the schemas use is bundled.
 * The classic API was several times the JavaScript, which every data page loads and runs before
 * its first row (bench/mechanisms.md).
 *
 * jitless: zod compiles object parsers with `new Function` when it may. The page's CSP has no
 * 'unsafe-eval' (server/security.ts), so its probe threw on the first parse, fired a
 * `securitypolicyviolation` (a report wherever one is collected) and cost a few ms of the first
 * data render. Parsing without it is what the page does under this CSP anyway.
 *
 * English messages: an unexpected answer is explained with the parser's words (ErrorPanel).
 */
z.config({ jitless: true, ...en() });

export { z };

/** `schema`, then `fn` on what it parsed: the classic API's `.transform()`. */
export function map<S extends z.ZodMiniType, O>(schema: S, fn: (value: z.output<S>) => O) {
  return z.pipe(schema, z.transform(fn));
}

/** `fn` on the raw value, then `schema`: the classic API's `z.preprocess()`. */
export function before<S extends z.ZodMiniType>(fn: (value: unknown) => unknown, schema: S) {
  return z.pipe(z.transform(fn), schema);
}
