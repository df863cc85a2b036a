// Zod compiles object parsers with `new Function` when it may, and probes for that by trying it:
// the CSP's `script-src 'self'` forbids eval, and even the caught probe is reported as a violation.
// Imported first by main.tsx, before any schema is built (a schema reads this when it is created).
// Zod keeps its global settings on `globalThis.__zod_globalConfig` and takes an object already there, so the
// setting is made without loading zod itself, which stays out of the app's entry (tests/web/zod-config.test.ts
// checks that zod sees it).
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };

(zodGlobal.__zod_globalConfig ??= {}).jitless = true;
export {};
