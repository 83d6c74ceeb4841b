/**
 * The editor's page allows no eval (src/admin/page.ts): zod must neither compile its parsers nor
 * try to, and it decides when each schema is built. Imported first by editor.ts, before any schema.
 */
import { z } from 'astro/zod';

z.config({ jitless: true });
