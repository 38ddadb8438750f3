/**
 * Zod in the browser runs without its JIT. The JIT compiles parsers with `new Function`, and zod
 * probes for it by calling `Function("")` once: our Content-Security-Policy forbids eval
 * (script-src 'self'), so the browser blocks the probe and reports a CSP violation even though
 * zod catches the error. Object schemas read this setting when they are built, so main.tsx
 * imports this module before anything that builds a schema.
 */
import { z } from "zod";

z.config({ jitless: true });
