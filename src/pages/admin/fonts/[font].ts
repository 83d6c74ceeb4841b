/** /admin/fonts/*.woff2: the editor's three fonts, the icon font cut to its icons (src/admin/bundle.ts). */
import type { APIRoute, GetStaticPaths } from 'astro';
import { servedFonts } from '#admin/bundle.ts';

export const getStaticPaths = (async () =>
  (await servedFonts()).map(({ file, bytes }) => ({
    params: { font: file },
    props: { bytes },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ bytes: Uint8Array<ArrayBuffer> }> = ({ props }) =>
  new Response(props.bytes, { headers: { 'Content-Type': 'font/woff2' } });
