/**
 * URLs and names every page's head shares with the build step that draws the share images:
 * canonical URLs, the share image of a route, the headline drawn on it.
 */
import { APP_ICON_SIZES } from './app-icons';
import { normalizePath } from './nav';
import { PATHS } from '#schemas/paths.ts';

/** Size and type of the share images (Open Graph, X/Twitter large card). */
export const SHARE_IMAGE = { width: 1200, height: 630, type: 'image/png' } as const;

/** Where the build writes the share images. */
export const SHARE_IMAGE_DIR = '/og';

/** The raster logo search engines show for the business: the largest app icon (src/pages/icons). */
export const LOGO_IMAGE = { path: `/icons/${Math.max(...APP_ICON_SIZES)}.png` } as const;

/** True on the error page: it has no address of its own, so no canonical URL and no breadcrumb. */
export function isNotFoundPage(pathname: string): boolean {
  return normalizePath(pathname) === PATHS.notFound;
}

/**
 * The absolute canonical URL of a route, without a trailing slash (except the root), the form every
 * internal link uses: `https://example.fr/contact`, `https://example.fr/`.
 */
export function absoluteUrl(siteUrl: string, pathname: string): string {
  return new URL(normalizePath(pathname), siteUrl).href;
}

/** The share image of a route: `/` → `/og/accueil.png`, `/services/nettoyage` → `/og/services-nettoyage.png`. */
export function shareImagePath(pathname: string): string {
  const slug = normalizePath(pathname).slice(1).replaceAll('/', '-') || 'accueil';
  return `${SHARE_IMAGE_DIR}/${slug}.png`;
}

/**
 * What a page is about, from its <title> without the site's name: the words drawn on its share
 * image.
 * "Contact et horaires | Garage X, Lyon 9e" → "Contact et horaires".
 */
export function pageHeadline(title: string, siteName: string): string {
  const parts = title
    .split(' | ')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !part.startsWith(siteName));
  return parts.length > 0 ? parts.join(' — ') : title.trim();
}

/** The alternative text of a page's share image: the words written on it that matter. */
export function shareImageAlt(title: string, siteName: string): string {
  return `${siteName}\u00a0: ${pageHeadline(title, siteName)}`;
}
