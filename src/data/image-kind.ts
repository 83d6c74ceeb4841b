/**
 * What an image file is, from its first bytes: the formats the site takes, and what phones and
 * browsers leave instead (an iPhone HEIC renamed .JPG, an upload that failed and left 0 byte).
 * Pure module: the verifier and the build (photos.ts, which then decodes every pixel) and the
 * editor before a save (src/admin/editor.ts, on the photos just uploaded) say the same.
 */

/** Bytes `from` to `to` of `head` as Latin-1 text (a format's signature). */
const latin1 = (head: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...head.subarray(from, to));
const utf8 = (head: Uint8Array) => new TextDecoder().decode(head);

/** How many first bytes the signatures read. */
export const HEAD_BYTES = 512;

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

/**
 * Why an image file cannot be published from what its size and first bytes say, in French, or
 * undefined: empty, or not the format its name promises. `src` is how the owner knows it
 * (photos/vehicules/IMG_2041.JPG).
 */
export function signatureProblem(src: string, size: number, head: Uint8Array): string | undefined {
  const name = `src/assets/${src}`;
  if (size === 0) return `le fichier ${name} est vide (0 octet) : son envoi a échoué, ${RESEND}`;
  const kind = SIGNATURES.find(([, test]) => test(head))?.[0];
  const extension = (/\.([^./]+)$/.exec(src)?.[1] ?? '').toLowerCase();
  if (kind === EXPECTED[extension]) return undefined;
  const what = kind ? KIND_NAMES[kind] : 'un fichier qui n’est pas une image';
  const fix =
    kind && Object.values(EXPECTED).includes(kind) && kind !== 'svg'
      ? `renommez-le en .${kind === 'jpeg' ? 'jpg' : kind}`
      : 'ouvrez-la et enregistrez-la en JPEG (ou réglez le téléphone sur « Le plus compatible » : Réglages → Appareil photo → Formats)';
  return `le fichier ${name} porte l’extension .${/\.([^./]+)$/.exec(src)?.[1] ?? ''} mais c’est ${what} : ${fix}`;
}
