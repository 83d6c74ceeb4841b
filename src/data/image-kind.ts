/**
 * What an image file is, from its first bytes: the formats the site takes, and what phones and
 * browsers leave instead (an iPhone HEIC renamed .JPG, an upload that failed and left 0 byte); and
 * what a photo must be to be published (one still picture, neither a thumbnail nor beyond what the
 * encoder reads). Pure module: the verifier and the build (photos.ts, which reads every photo's
 * size with sharp, then decodes every pixel) and the editor before a save (src/admin/editor.ts, on
 * the photos just uploaded, from their first bytes) say the same.
 */

/** Bytes `from` to `to` of `head` as Latin-1 text (a format's signature). */
const latin1 = (head: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...head.subarray(from, to));
const utf8 = (head: Uint8Array) => new TextDecoder().decode(head);

/**
 * How many first bytes the signatures and the size read: a phone's JPEG gives its size after its
 * EXIF block (at most 64 KiB, its thumbnail included) and its colour profile.
 */
export const HEAD_BYTES = 128 * 1024;

/** What a file's first bytes say it is (the formats the site takes, and what phones and browsers leave instead). */
const SIGNATURES: [kind: string, test: (head: Uint8Array) => boolean][] = [
  ['jpeg', (h) => h[0] === 0xff && h[1] === 0xd8 && h[2] === 0xff],
  ['png', (h) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => h[i] === byte)],
  ['webp', (h) => latin1(h, 0, 4) === 'RIFF' && latin1(h, 8, 12) === 'WEBP'],
  ['avif', (h) => latin1(h, 4, 8) === 'ftyp' && /^avi[fs]$/.test(latin1(h, 8, 12))],
  ['heic', (h) => latin1(h, 4, 8) === 'ftyp' && /^(hei[cxms]|hev[cx]|mif1|msf1)$/.test(latin1(h, 8, 12))],
  ['gif', (h) => latin1(h, 0, 4) === 'GIF8'],
  ['pdf', (h) => latin1(h, 0, 5) === '%PDF-'],
  ['svg', (h) => /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(utf8(h))],
  ['html', (h) => /^\s*<(!doctype|html|head|body)/i.test(utf8(h))],
];

/** The format a file name promises. */
const EXPECTED: Record<string, string> = {
  jpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  avif: 'avif',
  svg: 'svg',
};

/** How each kind is named to the owner. */
const KIND_NAMES: Record<string, string> = {
  jpeg: 'une photo JPEG',
  png: 'une image PNG',
  webp: 'une image WebP',
  avif: 'une image AVIF',
  heic: 'une photo HEIC (le format des iPhone)',
  gif: 'une image GIF',
  pdf: 'un document PDF',
  svg: 'un dessin SVG',
  html: 'une page web (une erreur de téléchargement, pas une image)',
};

/** What the owner does with a photo whose upload failed. */
export const RESEND = 'envoyez la photo de nouveau (depuis le téléphone ou l’éditeur /admin/)';

/** A picture's size in pixels, and whether the file holds several pictures (an animation). */
export interface ImageFacts {
  width: number;
  height: number;
  animated: boolean;
}

/**
 * The smallest photo published, in pixels, on its longer and its shorter side: the smallest place
 * a photo fills is the used-car list's card, 384 px wide on a computer; a smaller file is a
 * thumbnail or an icon saved by mistake (a 1 × 1 tracking pixel, a 160 px preview), shown blurred
 * or as a dot on every screen.
 */
export const MIN_PHOTO_SIDES = { longer: 400, shorter: 300 };

/**
 * The largest photo the build reads, in pixels: sharp's `limitInputPixels` default (16 383²), which
 * Astro's encoder applies. A 200-megapixel phone photo passes; a 30 000 × 30 000 scan does not.
 */
export const MAX_PHOTO_PIXELS = 0x3fff * 0x3fff;

const megapixels = (pixels: number) => Math.round(pixels / 1e6).toLocaleString('fr-FR');

/**
 * Why a photo of this size cannot be published, in French, or undefined. An animation (a dealer's
 * 360° export as WebP) would be published as its pictures stacked one above the other: the owner
 * saves one picture of it instead.
 */
export function factsProblem(src: string, { width, height, animated }: ImageFacts): string | undefined {
  const name = `src/assets/${src}`;
  const size = `${width.toLocaleString('fr-FR')} × ${height.toLocaleString('fr-FR')} pixels`;
  if (animated)
    return `la photo ${name} est une animation (plusieurs images, comme un tour à 360°) : le site publie des photos fixes ; enregistrez-en une seule image en JPEG (une capture d’écran suffit) et envoyez-la à sa place`;
  if (width * height > MAX_PHOTO_PIXELS)
    return `la photo ${name} fait ${size} (${megapixels(width * height)} mégapixels), plus que les ${megapixels(MAX_PHOTO_PIXELS)} mégapixels que la construction du site sait lire : la renvoyer telle quelle ne changera rien ; réduisez-la (2\u202f400 pixels de large suffisent, c’est la plus grande taille publiée) puis envoyez la photo réduite`;
  if (Math.max(width, height) < MIN_PHOTO_SIDES.longer || Math.min(width, height) < MIN_PHOTO_SIDES.shorter)
    return `la photo ${name} ne fait que ${size} : c’est une vignette ou une icône, floue sur tous les écrans (il faut au moins ${MIN_PHOTO_SIDES.longer} × ${MIN_PHOTO_SIDES.shorter} pixels) ; envoyez la photo d’origine, celle de l’appareil`;
  return undefined;
}

const uint24 = (h: Uint8Array, at: number) => h[at]! | (h[at + 1]! << 8) | (h[at + 2]! << 16);
const uint32 = (h: Uint8Array, at: number) => new DataView(h.buffer, h.byteOffset).getUint32(at);
const uint16 = (h: Uint8Array, at: number) => (h[at]! << 8) | h[at + 1]!;

/** A JPEG's size, from its frame header (SOF0–SOF15 but DHT, JPG and DAC), found segment by segment. */
function jpegSize(h: Uint8Array): ImageFacts | undefined {
  for (let at = 2; at + 9 < h.length && h[at] === 0xff; at += 2 + uint16(h, at + 2)) {
    const marker = h[at + 1]!;
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
      return { width: uint16(h, at + 7), height: uint16(h, at + 5), animated: false };
  }
  return undefined;
}

/**
 * What a photo's first bytes say of its size and animation (a JPEG's frame header, a PNG's IHDR, a
 * WebP's VP8X, VP8 or VP8L header: Google's « WebP Container Specification »), so that the editor
 * refuses before a save what the build would; undefined when they do not say (an AVIF: the
 * verifier and the build read it with sharp, photos.ts).
 */
function headFacts(kind: string | undefined, h: Uint8Array): ImageFacts | undefined {
  if (h.length < 30) return undefined;
  if (kind === 'jpeg') return jpegSize(h);
  if (kind === 'png' && latin1(h, 12, 16) === 'IHDR')
    return { width: uint32(h, 16), height: uint32(h, 20), animated: false };
  if (kind !== 'webp') return undefined;
  const chunk = latin1(h, 12, 16);
  if (chunk === 'VP8X')
    return { width: uint24(h, 24) + 1, height: uint24(h, 27) + 1, animated: (h[20]! & 0x02) !== 0 };
  if (chunk === 'VP8 ')
    return {
      width: (h[26]! | (h[27]! << 8)) & 0x3fff,
      height: (h[28]! | (h[29]! << 8)) & 0x3fff,
      animated: false,
    };
  if (chunk === 'VP8L') {
    const bits = h[21]! | (h[22]! << 8) | (h[23]! << 16) | (h[24]! << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1, animated: false };
  }
  return undefined;
}

/**
 * Why an image file cannot be published from what its size and first bytes say, in French, or
 * undefined: empty, not the format its name promises, or (a JPEG, a PNG, a WebP) a size or an
 * animation `factsProblem` refuses. `src` is how the owner knows it (photos/vehicules/IMG_2041.JPG).
 */
export function signatureProblem(src: string, size: number, head: Uint8Array): string | undefined {
  const name = `src/assets/${src}`;
  if (size === 0) return `le fichier ${name} est vide (0 octet) : son envoi a échoué, ${RESEND}`;
  const kind = SIGNATURES.find(([, test]) => test(head))?.[0];
  const extension = (/\.([^./]+)$/.exec(src)?.[1] ?? '').toLowerCase();
  if (kind === EXPECTED[extension]) {
    const facts = headFacts(kind, head);
    return facts && factsProblem(src, facts);
  }
  const what = kind ? KIND_NAMES[kind] : 'un fichier qui n’est pas une image';
  const fix =
    kind && Object.values(EXPECTED).includes(kind) && kind !== 'svg'
      ? `renommez-le en .${kind === 'jpeg' ? 'jpg' : kind}`
      : 'ouvrez-la et enregistrez-la en JPEG (ou réglez le téléphone sur « Le plus compatible » : Réglages → Appareil photo → Formats)';
  return `le fichier ${name} porte l’extension .${/\.([^./]+)$/.exec(src)?.[1] ?? ''} mais c’est ${what} : ${fix}`;
}

/**
 * The most a logo may weigh: it is drawn into every page's header and footer, the favicon, the app
 * icons and every share image; a few hundred kilobytes is already a detailed one (a 5 MB SVG stopped
 * the share images' drawing with an English error naming no file).
 */
export const LOGO_MAX_BYTES = 500_000;

/** A size as the owner reads it: « 640 Ko », « 5,2 Mo ». */
const weight = (bytes: number) =>
  bytes >= 1_000_000
    ? `${new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 }).format(bytes / 1_000_000)}\u00a0Mo`
    : `${Math.ceil(bytes / 1000)}\u00a0Ko`;

/** Why a logo of `size` bytes cannot be the garage's (too heavy), in French, or undefined. */
export function logoSizeProblem(src: string, size: number): string | undefined {
  if (size <= LOGO_MAX_BYTES) return undefined;
  return `le logo src/assets/${src} pèse ${weight(size)}, plus que les ${weight(LOGO_MAX_BYTES)} qu’un logo peut peser (il est dessiné dans chaque page, les icônes et les images de partage)\u00a0: enregistrez-le plus léger (un SVG simplifié, ou un PNG carré de 512\u00a0pixels de côté), puis remplacez-le`;
}
