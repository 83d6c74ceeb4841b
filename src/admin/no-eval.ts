/**
 * The editor's page allows no eval (src/admin/page.ts): zod must neither compile its parsers nor
 * try to, and it decides when each schema is built. Imported first by editor-late.ts and by
 * previews.tsx: the schemas both import are bundled into a chunk of their own, evaluated before
 * either module's body, so this must be part of that chunk, ahead of them (a CSP « eval »
 * violation in the browser tests otherwise).
 */
import { z } from 'astro/zod';

z.config({ jitless: true });
