/**
 * Every image the content names, decoded in full before anything is published: an upload that
 * failed (0 byte), stopped half-way (a JPEG whose lower half would be published flat grey) or a
 * file that is not what its name says (an iPhone HEIC renamed .JPG) is refused in French, naming
 * the file and the entry (the car) that shows it. Run by `npm run verifier` and at the start of
 * every build (src/data/reader.ts). Files no entry names are never read (src/integrations/content-photos.ts).
 */
import { open, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { HEAD_BYTES, RESEND, signatureProblem } from './image-kind';

/** An image the content names: where (file → entry → field, as the owner reads it) and its path under src/assets. */
export interface ImageReference {
  file: string;
  where: string;
  src: string;
}

/**
 * Why the image at `absolute` cannot be published, in French, or undefined when it decodes in full.
 * `src` is how the owner knows it (photos/vehicules/IMG_2041.JPG).
 */
export async function imageProblem(absolute: string, src: string): Promise<string | undefined> {
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
  try {
    // Every pixel, not only the header: a cut file has a valid header and a grey lower part.
    await sharp(absolute, { failOn: 'truncated' }).raw().toBuffer();
  } catch {
    return `la photo ${name} est incomplète ou abîmée (son envoi s’est sans doute arrêté avant la fin : publiée, une partie serait grise) : ${RESEND}`;
  }
  return undefined;
}

/**
 * The problems of every image the content names, one message per data file, like the reader's
 * (« Photo à remplacer dans src/content/vehicles.yaml : … »). Each file is decoded once, one after
 * the other (a phone's 48 MP photo takes about 150 MB while decoded).
 */
export async function imageProblems(assetsDir: string, references: ImageReference[]): Promise<string[]> {
  const byFile = new Map<string, string[]>();
  const checked = new Map<string, string | undefined>();
  for (const { file, where, src } of references) {
    if (!checked.has(src)) checked.set(src, await imageProblem(path.join(assetsDir, src), src));
    const problem = checked.get(src);
    if (problem) byFile.set(file, [...(byFile.get(file) ?? []), `  ${file} → ${where} : ${problem}`]);
  }
  return [...byFile].map(([file, lines]) => `Image à remplacer dans ${file} :\n${lines.join('\n')}`);
}
