/**
 * Build step for search engines and sharing, run once every page is written to dist/, from the
 * page registry (src/lib/pages.ts), the same list the layout writes each page's head from:
 * - draws each page's share image (1200 × 630 PNG) at shareImagePath(path), from its title, the
 *   garage's data, colours and logo;
 * - writes sitemap.xml: every page that is not `noindex` (the 404 page is), by its canonical URL.
 */
import { createHash } from 'node:crypto';
import { readFile, mkdir, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { create, type Font } from 'fontkitten';
import sharp from 'sharp';
import { readContentFile, readTradeFile, readVehicles } from '#data/reader.ts';
import { frenchList } from '#lib/french-list.ts';
import { indexablePages, siteRegistry } from '#lib/pages.ts';
import { palette } from '#lib/palette.ts';
import { SHARE_IMAGE, absoluteUrl, pageHeadline, shareImagePath } from '#lib/seo.ts';
import { shareImageSvg, undrawable, type FontStack, type ShareImageFonts } from '#lib/share-image.ts';
import { SITEMAP_PATH, sitemapXml } from '#lib/sitemap.ts';
import { placeName } from '#lib/words.ts';

/**
 * The site's own web font (Archivo, the headings' face), Latin first, then Latin Extended: one face
 * for the whole image, so no font package is kept for the share images alone.
 */
const FONT_FILES = [
  '@fontsource-variable/archivo/files/archivo-latin-wght-normal.woff2',
  '@fontsource-variable/archivo/files/archivo-latin-ext-wght-normal.woff2',
] as const;

async function loadFonts(root: string): Promise<ShareImageFonts> {
  const require = createRequire(path.join(root, 'package.json'));
  const load = async (files: readonly string[]): Promise<FontStack> => {
    const fonts = await Promise.all(
      files.map(async (f) => create(await readFile(require.resolve(f))) as Font),
    );
    return fonts as unknown as FontStack;
  };
  const archivo = await load(FONT_FILES);
  return { heading: archivo, text: archivo };
}

const png = (svg: string | Buffer) =>
  sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true, quality: 90, effort: 10 });

/**
 * Where the share images already drawn are kept, under the project's root, named by a hash of their
 * drawing (the SVG, its text as outlines) and of sharp's libraries: the same drawing makes the same
 * PNG, so a page whose title did not change is not drawn again (about 0.1 s of processor a page, a
 * car's page among them: docs/decisions/0024-photos-encoded-once.md).
 */
const SHARE_IMAGES_DRAWN = '.cache/share-images';

/** The share image of `svg`, from SHARE_IMAGES_DRAWN when it was drawn before, else drawn and kept. */
async function drawn(root: string, svg: string): Promise<Buffer> {
  const name = createHash('sha256').update(JSON.stringify(sharp.versions)).update(svg).digest('hex');
  const kept = path.join(root, SHARE_IMAGES_DRAWN, `${name}.png`);
  const known = await readFile(kept).catch(() => undefined);
  if (known) return known;
  const image = await png(svg).toBuffer();
  await mkdir(path.dirname(kept), { recursive: true });
  // Whole or not at all: a build stopped half-way leaves no cut image to publish next time.
  await writeFile(`${kept}.${process.pid}`, image);
  await rename(`${kept}.${process.pid}`, kept);
  return image;
}

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
        const pages = siteRegistry({
          garage,
          cleaning: readTradeFile('cleaning', root),
          parts: readTradeFile('parts', root),
          repairs: readContentFile('repairs', root),
          vehicles: readVehicles(root)?.vehicles,
        });

        // Share images, one per page.
        const fonts = await loadFonts(root);
        const { src } = garage.look.logo;
        const type = src.toLowerCase().endsWith('.png') ? 'image/png' : 'image/svg+xml';
        const logo = `data:${type};base64,${(await readFile(path.join(root, 'src/assets', src))).toString('base64')}`;
        const colours = palette(garage.look);
        let bytes = 0;
        const boxes = new Set<string>();
        for (const { path: route, title } of pages) {
          const target = path.join(out, shareImagePath(route));
          const content = {
            headline: pageHeadline(title, garage.name),
            siteName: garage.name,
            subtitle: `Spécialiste ${frenchList(garage.brands.specialities)} · ${placeName(garage.contact)}`,
            domain: new URL(garage.siteUrl).host.replace(/^www\./, ''),
            phone: garage.contact.phone,
          };
          for (const c of undrawable(fonts.text, Object.values(content).join(' '))) boxes.add(c);
          const svg = shareImageSvg(
            { ...content, logo, colours: { ...colours, muted: colours['neutral-300'] } },
            fonts,
          );
          const image = await drawn(root, svg);
          await mkdir(path.dirname(target), { recursive: true });
          await writeFile(target, image);
          bytes += image.length;
        }

        if (boxes.size > 0) {
          logger.warn(
            `images de partage : la police n’a pas ces caractères, dessinés comme un carré : ${[...boxes].join(' ')}`,
          );
        }

        // The sitemap: indexable pages, by their canonical URL.
        const urls = indexablePages(pages).map((p) => absoluteUrl(garage.siteUrl, p.path));
        await writeFile(path.join(out, SITEMAP_PATH), sitemapXml(urls.sort()));

        logger.info(
          `${pages.length} images de partage ${SHARE_IMAGE.width}×${SHARE_IMAGE.height} (${Math.round(bytes / 1024)} Ko), ` +
            `sitemap de ${urls.length} pages`,
        );
      },
    },
  };
}
