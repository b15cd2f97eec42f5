// The web server's CSP forbids eval: zod would probe `new Function` on its first object schema
// (caught, but reported as a violation) to compile faster parsers; jitless, it parses without.
// Set through the global zod reads its configuration from (zod/v4/core/core.js), so the first
// screen does not carry zod itself; imported first by each page's entry, before any schema exists.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
// Changed in place: a zod already loaded keeps this very object as its configuration.
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;
