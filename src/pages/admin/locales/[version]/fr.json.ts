/** /admin/locales/fr.json: the editor's French translation, as its npm package ships it. */
import type { APIRoute } from 'astro';
import { frenchLocale } from '#admin/bundle.ts';

export const GET: APIRoute = () =>
  new Response(frenchLocale(), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
