/** /admin/locales/<version>/fr.json: the editor's French translation (src/admin/bundle.ts), its version a hash of it. */
import type { APIRoute, GetStaticPaths } from 'astro';
import { frenchLocale, localesBase } from '#admin/bundle.ts';

export const getStaticPaths = (() => [
  { params: { version: localesBase().split('/').at(-1) } },
]) satisfies GetStaticPaths;

export const GET: APIRoute = () =>
  new Response(frenchLocale(), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
