// Zod compiles object parsers with `new Function` when it may, and probes for that by trying it:
// the CSP's `script-src 'self'` forbids eval, and even the caught probe is reported as a violation.
// Imported first by main.tsx, before any schema is built (a schema reads this when it is created).
import { config } from "zod/v4/core";

config({ jitless: true });
