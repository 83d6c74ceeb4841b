/** /admin/fonts/*.woff2: the editor's three fonts, from their Fontsource npm packages. */
import type { APIRoute, GetStaticPaths } from 'astro';
import { FONTS, fontBytes } from '#admin/bundle.ts';

export const getStaticPaths = (() =>
  FONTS.map(({ file, source }) => ({ params: { font: file }, props: { source } }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ source: string }> = ({ props }) =>
  new Response(fontBytes(props.source), { headers: { 'Content-Type': 'font/woff2' } });
