/** The web app manifest, from the garage's data. */
import type { APIRoute } from 'astro';
import { getData } from '#data/api.ts';
import { imageMeta } from '#data/images.ts';
import { APP_ICON_SIZES, BACKGROUND_COLOR } from '#lib/app-icons.ts';
import { PATHS } from '#lib/pages.ts';

export const GET: APIRoute = async () => {
  const garage = await getData('garage');
  const manifest = {
    name: garage.name,
    short_name: garage.name.replace(/^Garage /, ''),
    description: garage.tagline,
    lang: 'fr',
    start_url: PATHS.home,
    scope: '/',
    display: 'standalone',
    background_color: BACKGROUND_COLOR,
    theme_color: garage.look.primary,
    icons: [
      ...(garage.look.logo.src.toLowerCase().endsWith('.svg')
        ? [{ src: imageMeta(garage.look.logo.src).src, sizes: 'any', type: 'image/svg+xml' }]
        : []),
      ...APP_ICON_SIZES.filter((s) => s !== 180).map((s) => ({
        src: `/icons/${s}.png`,
        sizes: `${s}x${s}`,
        type: 'image/png',
      })),
    ],
  };
  return new Response(JSON.stringify(manifest, null, 2), {
    headers: { 'Content-Type': 'application/manifest+json' },
  });
};
