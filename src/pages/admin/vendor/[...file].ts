/** /admin/vendor/…: the libraries the editor imports on demand, served from our origin (src/admin/bundle.ts). */
import { readFileSync } from 'node:fs';
import type { APIRoute, GetStaticPaths } from 'astro';
import { vendorFiles } from '#admin/bundle.ts';

export const getStaticPaths = (() =>
  Object.entries(vendorFiles()).map(([file, source]) => ({
    params: { file },
    props: { source },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ source: string }> = ({ props }) =>
  new Response(readFileSync(props.source), {
    headers: { 'Content-Type': 'text/javascript; charset=utf-8' },
  });
