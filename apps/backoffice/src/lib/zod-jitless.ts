// The server's CSP forbids eval: zod probes `new Function` when it first builds a parser (caught,
// but the browser reports a CSP violation on every page). Jitless, it parses without compiling.
// Imported first by main.tsx, so it runs before any schema of the domain exists.
import { config } from 'zod';

config({ jitless: true });
