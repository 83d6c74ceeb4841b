/**
 * Every image the content names, decoded in full before anything is published: an upload that
 * failed (0 byte), stopped half-way (a JPEG whose lower half would be published flat grey), a file
 * that is not what its name says (an iPhone HEIC renamed .JPG), an animation, a thumbnail, a photo
 * beyond what the encoder reads, a symbolic link, or one car's photo uploaded again under another
 * name for another car, is refused in French, naming the file and the entry (the car) that shows
 * it. Run by `npm run verifier` and at the start of every build (src/data/reader.ts). Files no
 * entry names are never read (src/integrations/content-photos.ts).
 */
import { createHash } from 'node:crypto';
import { access, mkdir, open, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { HEAD_BYTES, RESEND, factsProblem, signatureProblem } from './image-kind';
import { linkOnTheWay } from './links';

/** An image the content names: where (file → entry → field, as the owner reads it) and its path under src/assets. */
export interface ImageReference {
  file: string;
  where: string;
  src: string;
}

/** A hash of a file's bytes: its content, whatever its name. */
const contentHash = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

/** The name a photo's successful decode is remembered under: a hash of its bytes and of libvips' version. */
const markerName = (content: string): string =>
  createHash('sha256').update(sharp.versions.vips).update(content).digest('hex');

/** The name a photo's successful decode is remembered under (its bytes' hash and libvips' version). */
export const decodedKey = (bytes: Buffer): string => markerName(contentHash(bytes));

/**
 * Whether every pixel of the image decodes, remembered in `remembered` (a folder) when it does: the
 * same bytes decode the same way, so a photo is decoded once, not at every build (ADR 0024: with
 * 150 photos, some 15 s a build). A failure is never remembered.
 */
async function decodesInFull(
  bytes: Buffer,
  content: string,
  remembered: string | undefined,
): Promise<boolean> {
  const marker = remembered && path.join(remembered, markerName(content));
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
    await sharp(bytes, { failOn: 'truncated' }).raw().toBuffer();
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
 * A reader of whole files into one buffer of its own, grown to the largest, for the photos of one
 * check: a new buffer of 2 to 5 MB for each photo kept the garbage collector busy (150 photos: about
 * 0.4 s of processor at every build, ADR 0024). The bytes it gives are valid until its next call:
 * the photos are examined one after the other, and nothing keeps their bytes after.
 */
function wholeFileReader(): (file: string) => Promise<Buffer> {
  let buffer = Buffer.alloc(0);
  return async (file) => {
    const handle = await open(file);
    try {
      const { size } = await handle.stat();
      if (buffer.length < size) buffer = Buffer.allocUnsafeSlow(size);
      let length = 0;
      while (length < size) {
        const { bytesRead } = await handle.read(buffer, length, size - length, length);
        if (bytesRead === 0) break;
        length += bytesRead;
      }
      return buffer.subarray(0, length);
    } finally {
      await handle.close();
    }
  };
}

/** What the checks found of one image: why it cannot be published, and its content's hash. */
interface Examined {
  problem: string | undefined;
  content?: string;
}

/**
 * Why the image `src` under `assetsDir` cannot be published, in French (undefined when it decodes
 * in full), and its content's hash. `src` is how the owner knows it (photos/vehicules/IMG_2041.JPG);
 * `remembered`, where the photos already decoded in full are remembered; `read`, the check's reader.
 */
async function examine(
  assetsDir: string,
  src: string,
  remembered: string | undefined,
  read: (file: string) => Promise<Buffer>,
): Promise<Examined> {
  const name = `src/assets/${src}`;
  const link = await linkOnTheWay(path.resolve(assetsDir, '../..'), name);
  if (link) return { problem: link };
  const bytes = await read(path.join(assetsDir, src));
  const signature = signatureProblem(src, bytes.length, new Uint8Array(bytes.subarray(0, HEAD_BYTES)));
  if (signature) return { problem: signature };
  const content = contentHash(bytes);
  const broken = `la photo ${name} est incomplète ou abîmée (son envoi s’est sans doute arrêté avant la fin : publiée, une partie serait grise) : ${RESEND}`;
  // Its size and pictures from the header alone, before the pixel limit (what Astro's encoder
  // reads) would stop a decode with a message that says nothing of size.
  const meta = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  if (!meta) return { problem: broken, content };
  if (meta.format !== 'svg') {
    const facts = factsProblem(src, {
      width: meta.width,
      height: meta.height,
      animated: (meta.pages ?? 1) > 1,
    });
    if (facts) return { problem: facts, content };
  }
  if (!(await decodesInFull(bytes, content, remembered))) return { problem: broken, content };
  return { problem: undefined, content };
}

/**
 * The data file whose every photo shows its own subject, a car: two of its photos with the same
 * bytes under two names (the Golf uploaded again as the Audi's) are refused.
 */
const DISTINCT_PHOTOS_FILE = 'src/content/vehicles.yaml';

/** Where an entry shows a photo, without the field's own name (« Volkswagen Golf 2017 » → photos n° 1). */
const entryOf = (where: string) => where.replace(/ → src$/, '');

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
  const checked = new Map<string, Examined>();
  const read = wholeFileReader();
  /** The first car photo of each content (its hash), to name when another name has the same bytes. */
  const firstShown = new Map<string, ImageReference>();
  for (const reference of references) {
    const { file, where, src } = reference;
    if (!checked.has(src)) checked.set(src, await examine(assetsDir, src, remembered, read));
    let { problem } = checked.get(src)!;
    const { content } = checked.get(src)!;
    if (!problem && content && file === DISTINCT_PHOTOS_FILE) {
      const first = firstShown.get(content);
      if (!first) firstShown.set(content, reference);
      else if (first.src !== src)
        problem = `la photo ${src} est la même image que ${first.src} (les mêmes octets sous un autre nom), déjà montrée en ${entryOf(first.where)} : elle a sans doute été envoyée deux fois ; mettez ici la bonne photo`;
    }
    if (problem) byFile.set(file, [...(byFile.get(file) ?? []), `  ${file} → ${where} : ${problem}`]);
  }
  return [...byFile].map(([file, lines]) => `Image à remplacer dans ${file} :\n${lines.join('\n')}`);
}
