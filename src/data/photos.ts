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
import { HEAD_BYTES, RESEND, signatureProblem } from './image-kind';

/** An image the content names: where (file → entry → field, as the owner reads it) and its path under src/assets. */
export interface ImageReference {
  file: string;
  where: string;
  src: string;
}

/** The name a photo's successful decode is remembered under: a hash of its bytes and of libvips' version. */
export const decodedKey = (bytes: Buffer): string =>
  createHash('sha256').update(sharp.versions.vips).update(bytes).digest('hex');

/**
 * Whether every pixel of the image decodes, remembered in `remembered` (a folder) when it does: the
 * same bytes decode the same way, so a photo is decoded once, not at every build (ADR 0024: with
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
  const head = new Uint8Array(Math.min(size, HEAD_BYTES));
  if (size > 0) {
    const handle = await open(absolute);
    try {
      await handle.read(head, 0, head.length, 0);
    } finally {
      await handle.close();
    }
  }
  const signature = signatureProblem(src, size, head);
  if (signature) return signature;
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
