/**
 * Every image the content names, decoded in full before anything is published: an upload that
 * failed (0 byte), stopped half-way (a JPEG whose lower half would be published flat grey) or a
 * file that is not what its name says (an iPhone HEIC renamed .JPG) is refused in French, naming
 * the file and the entry (the car) that shows it. Run by `npm run verifier` and at the start of
 * every build (src/data/reader.ts). Files no entry names are never read (src/integrations/content-photos.ts).
 */
import { createHash } from 'node:crypto';
import { access, mkdir, open, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/** An image the content names: where (file → entry → field, as the owner reads it) and its path under src/assets. */
export interface ImageReference {
  file: string;
  where: string;
  src: string;
}

/** What a file's first bytes say it is (the formats the site takes, and what phones and browsers leave instead). */
const SIGNATURES: [kind: string, test: (head: Buffer) => boolean][] = [
  ['jpeg', (h) => h[0] === 0xff && h[1] === 0xd8 && h[2] === 0xff],
  ['png', (h) => h.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))],
  ['webp', (h) => h.toString('latin1', 0, 4) === 'RIFF' && h.toString('latin1', 8, 12) === 'WEBP'],
  ['avif', (h) => h.toString('latin1', 4, 8) === 'ftyp' && /^avi[fs]$/.test(h.toString('latin1', 8, 12))],
  [
    'heic',
    (h) =>
      h.toString('latin1', 4, 8) === 'ftyp' &&
      /^(hei[cxms]|hev[cx]|mif1|msf1)$/.test(h.toString('latin1', 8, 12)),
  ],
  ['gif', (h) => h.toString('latin1', 0, 4) === 'GIF8'],
  ['pdf', (h) => h.toString('latin1', 0, 5) === '%PDF-'],
  ['svg', (h) => /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(h.toString('utf-8'))],
  ['html', (h) => /^\s*<(!doctype|html|head|body)/i.test(h.toString('utf-8'))],
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

const RESEND = 'envoyez la photo de nouveau (depuis le téléphone ou l’éditeur /admin/)';

/** The name a photo's successful decode is remembered under: a hash of its bytes and of libvips' version. */
export const decodedKey = (bytes: Buffer): string =>
  createHash('sha256').update(sharp.versions.vips).update(bytes).digest('hex');

/**
 * Whether every pixel of the image decodes, remembered in `remembered` (a folder) when it does: the
 * same bytes decode the same way, so a photo is decoded once, not at every build (ADR 0023: with
 * 150 photos, some 15 s a build). A failure is never remembered.
 */
async function decodesInFull(absolute: string, remembered: string | undefined): Promise<boolean> {
  const marker = remembered && path.join(remembered, decodedKey(await readFile(absolute)));
  if (
    marker &&
    (await access(marker).then(
      () => true,
      () => false,
    ))
  )
    return true;
  try {
    // Every pixel, not only the header: a cut file has a valid header and a grey lower part.
    await sharp(absolute, { failOn: 'truncated' }).raw().toBuffer();
  } catch {
    return false;
  }
  if (remembered && marker) {
    await mkdir(remembered, { recursive: true });
    await writeFile(marker, '');
  }
  return true;
}

/**
 * Why the image at `absolute` cannot be published, in French, or undefined when it decodes in full.
 * `src` is how the owner knows it (photos/vehicules/IMG_2041.JPG); `remembered`, where the photos
 * already decoded in full are remembered.
 */
export async function imageProblem(
  absolute: string,
  src: string,
  remembered?: string,
): Promise<string | undefined> {
  const name = `src/assets/${src}`;
  const { size } = await stat(absolute);
  if (size === 0) return `le fichier ${name} est vide (0 octet) : son envoi a échoué, ${RESEND}`;
  const handle = await open(absolute);
  const head = Buffer.alloc(Math.min(size, 512));
  try {
    await handle.read(head, 0, head.length, 0);
  } finally {
    await handle.close();
  }
  const kind = SIGNATURES.find(([, test]) => test(head))?.[0];
  const extension = path.extname(src).slice(1).toLowerCase();
  if (kind !== EXPECTED[extension]) {
    const what = kind ? KIND_NAMES[kind] : 'un fichier qui n’est pas une image';
    const fix =
      kind && Object.values(EXPECTED).includes(kind) && kind !== 'svg'
        ? `renommez-le en .${kind === 'jpeg' ? 'jpg' : kind}`
        : 'ouvrez-la et enregistrez-la en JPEG (ou réglez le téléphone sur « Le plus compatible » : Réglages → Appareil photo → Formats)';
    return `le fichier ${name} porte l’extension .${path.extname(src).slice(1)} mais c’est ${what} : ${fix}`;
  }
  if (!(await decodesInFull(absolute, remembered))) {
    return `la photo ${name} est incomplète ou abîmée (son envoi s’est sans doute arrêté avant la fin : publiée, une partie serait grise) : ${RESEND}`;
  }
  return undefined;
}

/**
 * The problems of every image the content names, one message per data file, like the reader's
 * (« Photo à remplacer dans src/content/vehicles.yaml : … »). Each file is decoded once, one after
 * the other (a phone's 48 MP photo takes about 150 MB while decoded); one decoded whole before, with
 * the same bytes, is remembered in `remembered` and not decoded again.
 */
export async function imageProblems(
  assetsDir: string,
  references: ImageReference[],
  remembered?: string,
): Promise<string[]> {
  const byFile = new Map<string, string[]>();
  const checked = new Map<string, string | undefined>();
  for (const { file, where, src } of references) {
    if (!checked.has(src)) checked.set(src, await imageProblem(path.join(assetsDir, src), src, remembered));
    const problem = checked.get(src);
    if (problem) byFile.set(file, [...(byFile.get(file) ?? []), `  ${file} → ${where} : ${problem}`]);
  }
  return [...byFile].map(([file, lines]) => `Image à remplacer dans ${file} :\n${lines.join('\n')}`);
}
