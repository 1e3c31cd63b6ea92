import { z } from 'zod';

/**
 * The one zod of the wire schemas, configured before any schema exists.
 *
 * jitless: zod compiles object parsers with `new Function` when it may. The page's CSP has no
 * 'unsafe-eval' (server/security.ts), so its probe threw on the first parse, fired a
 * `securitypolicyviolation` (a report wherever one is collected) and cost a few ms of the first
 * data render. Parsing without it is what the page does under this CSP anyway.
 */
z.config({ jitless: true });

export { z };
