/**
 * Build step for search engines and sharing, run once every page is written to dist/:
 * - draws each page's share image (1200 × 630 PNG) at the URL its `og:image` tag names, from the
 *   page's <title>, the garage's data and the logo mark;
 * - writes sitemap.xml from the pages themselves: every page with a canonical URL that is neither
 *   the 404 page nor `noindex`.
 * Reading the built pages keeps one source of truth: the titles stay in the pages, the URLs in the layout.
 */
import { readFile, readdir, mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { create, type Font } from 'fontkitten';
import sharp from 'sharp';
import { readContentFile } from '../content/reader';
import type { Garage } from '../content/schemas';
import { isNoindex, readHead, type HeadInfo } from '../lib/html-head';
import { SHARE_IMAGE, pageHeadline } from '../lib/seo';
import { shareImageSvg, type FontStack, type ShareImageFonts } from '../lib/share-image';
import { SITEMAP_PATH, sitemapXml } from '../lib/sitemap';

/** The site's own font files (the same the pages use), Latin first, then Latin Extended. */
const FONT_FILES = {
  heading: [
    '@fontsource-variable/archivo/files/archivo-latin-wght-normal.woff2',
    '@fontsource-variable/archivo/files/archivo-latin-ext-wght-normal.woff2',
  ],
  text: [
    '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2',
  ],
} as const;

const LOGO_MARK = 'src/assets/brand/logo-mark.svg';

/** A built page. */
interface BuiltPage {
  /** Path of the HTML file under dist/. */
  file: string;
  head: HeadInfo;
}

/** Every .html file under `dir`, relative paths. */
async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

async function loadFonts(root: string): Promise<ShareImageFonts> {
  const require = createRequire(path.join(root, 'package.json'));
  const load = async (files: readonly string[]): Promise<FontStack> => {
    const fonts = await Promise.all(
      files.map(async (f) => create(await readFile(require.resolve(f))) as Font),
    );
    return fonts as unknown as FontStack;
  };
  return { heading: await load(FONT_FILES.heading), text: await load(FONT_FILES.text) };
}

/** The file under `dir` that a URL of the site names, or an error if it is elsewhere. */
function fileOf(dir: string, url: string, garage: Garage, page: string): string {
  if (!url.startsWith(`${garage.siteUrl}/`)) {
    throw new Error(`${page} : l’image de partage ${url} n’est pas sur ${garage.siteUrl}`);
  }
  return path.join(dir, decodeURIComponent(new URL(url).pathname));
}

const png = (svg: string | Buffer) =>
  sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true, quality: 90, effort: 10 });

/** The Astro integration. */
export function seoFiles(): AstroIntegration {
  let root = process.cwd();
  return {
    name: 'garage-seo-files',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = fileURLToPath(config.root);
      },
      'astro:build:done': async ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        const garage = readContentFile('garage', root);
        const pages: BuiltPage[] = await Promise.all(
          (await htmlFiles(out)).map(async (file) => ({
            file,
            head: readHead(await readFile(path.join(out, file), 'utf-8')),
          })),
        );

        // Share images, one per distinct og:image URL.
        const fonts = await loadFonts(root);
        const logoSvg = await readFile(path.join(root, LOGO_MARK), 'utf-8');
        const images = new Map<string, { title: string; page: string }>();
        for (const { file, head } of pages) {
          const url = head.meta['og:image'];
          if (!url) throw new Error(`${file} : pas de balise og:image`);
          if (!head.title) throw new Error(`${file} : pas de <title>`);
          if (!images.has(url)) images.set(url, { title: head.title, page: file });
        }
        let bytes = 0;
        for (const [url, { title, page }] of images) {
          const target = fileOf(out, url, garage, page);
          const svg = shareImageSvg(
            {
              headline: pageHeadline(title, garage.name),
              siteName: garage.name,
              subtitle: `Spécialiste ${garage.brands.specialities.join(' et ')} · ${garage.contact.district}`,
              domain: new URL(garage.siteUrl).host.replace(/^www\./, ''),
              phone: garage.contact.phone,
              logoSvg,
            },
            fonts,
          );
          const image = await png(svg).toBuffer();
          await mkdir(path.dirname(target), { recursive: true });
          await writeFile(target, image);
          bytes += image.length;
        }

        // The sitemap: indexable pages, by their canonical URL.
        const indexable = pages.filter(({ file, head }) => file !== '404.html' && !isNoindex(head));
        const urls = indexable.map(({ file, head }) => {
          if (!head.canonical) throw new Error(`${file} : pas d’URL canonique`);
          return head.canonical;
        });
        await writeFile(path.join(out, SITEMAP_PATH), sitemapXml([...new Set(urls)].sort()));

        logger.info(
          `${images.size} images de partage ${SHARE_IMAGE.width}×${SHARE_IMAGE.height} (${Math.round(bytes / 1024)} Ko), ` +
            `sitemap de ${urls.length} pages`,
        );
      },
    },
  };
}
