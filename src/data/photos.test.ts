import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { decodedKey } from './photos';
import { contentAndImageProblems, contentImagePaths, PHOTOS_DECODED, PROJECT_ROOT } from './reader';

/** A phone-like photo: grain, so that its compressed data runs the whole file. */
const photo = await sharp({
  create: {
    width: 800,
    height: 600,
    channels: 3,
    background: '#808080',
    noise: { type: 'gaussian', mean: 128, sigma: 30 },
  },
})
  .jpeg()
  .toBuffer();
const png = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#5b6470' } })
  .png()
  .toBuffer();

/** What the owner's phone or a failed upload leaves, by case. */
const FILES: Record<string, Buffer | string> = {
  'a 0-byte file (an upload that failed)': Buffer.alloc(0),
  'an upload stopped at 45 %': photo.subarray(0, Math.floor(photo.length * 0.45)),
  'an iPhone HEIC renamed .JPG': Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypheic'),
    Buffer.alloc(64),
  ]),
  'a web page saved as .jpg': '<!doctype html><html><body>404</body></html>',
  'a PNG named .jpg': png,
};
const MESSAGES: Record<string, string> = {
  'a 0-byte file (an upload that failed)':
    'le fichier src/assets/photos/vehicules/IMG_0001.JPG est vide (0 octet) : son envoi a échoué, envoyez la photo de nouveau',
  'an upload stopped at 45 %':
    'la photo src/assets/photos/vehicules/IMG_0001.JPG est incomplète ou abîmée (son envoi s’est sans doute arrêté avant la fin',
  'an iPhone HEIC renamed .JPG':
    'le fichier src/assets/photos/vehicules/IMG_0001.JPG porte l’extension .JPG mais c’est une photo HEIC (le format des iPhone) : ouvrez-la et enregistrez-la en JPEG',
  'a web page saved as .jpg': 'mais c’est une page web (une erreur de téléchargement, pas une image)',
  'a PNG named .jpg': 'porte l’extension .JPG mais c’est une image PNG : renommez-le en .png',
};

const roots: string[] = [];
afterAll(() => roots.forEach((r) => rmSync(r, { recursive: true, force: true })));

/** A copy of the content with one car whose photo is `file`, and `unused` beside it, named by no car. */
function site(file: Buffer | string, unused?: Buffer | string): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'photos-'));
  roots.push(root);
  for (const dir of ['src/content', 'src/assets'])
    cpSync(path.join(PROJECT_ROOT, dir), path.join(root, dir), { recursive: true });
  mkdirSync(path.join(root, 'src/assets/photos/vehicules'), { recursive: true });
  writeFileSync(path.join(root, 'src/assets/photos/vehicules/IMG_0001.JPG'), file);
  if (unused !== undefined)
    writeFileSync(path.join(root, 'src/assets/photos/vehicules/IMG_0009.JPG'), unused);
  writeFileSync(
    path.join(root, 'src/content/vehicles.yaml'),
    `vehicles:
  - make: Volkswagen
    model: Golf
    version: 1.6 TDI 115 Confortline
    year: 2017
    mileageKm: 98500
    fuel: diesel
    gearbox: manuelle
    price: 13490
    photos:
      - { src: photos/vehicules/IMG_0001.JPG, alt: La Golf vue de trois quarts avant }
    description: Première main.
`,
  );
  return root;
}

// Each case reads every data file and decodes every image it names (2.2–5.9 s on two busy cores,
// more than Vitest's 5 s): a time that follows the machine's load, not the code.
describe('every image the content names, decoded in full', { timeout: 60_000 }, () => {
  it('accepts a whole photo, and a broken file no car names', async () => {
    const root = site(photo, Buffer.alloc(0));
    expect(await contentAndImageProblems(root)).toEqual([]);
    expect(contentImagePaths(root)).toContain('photos/vehicules/IMG_0001.JPG');
    expect(contentImagePaths(root)).not.toContain('photos/vehicules/IMG_0009.JPG');
  });

  it.each(Object.keys(FILES))('refuses %s, naming the file and the car', async (name) => {
    const problems = await contentAndImageProblems(site(FILES[name]!));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^Image à remplacer dans src\/content\/vehicles\.yaml :\n/);
    expect(problems[0]).toContain(
      'src/content/vehicles.yaml → « Volkswagen Golf 2017 » → photos n° 1 → src : ',
    );
    expect(problems[0]).toContain(MESSAGES[name]);
  });

  it('remembers a photo decoded whole by its bytes, and decodes a changed one again', async () => {
    const root = site(photo);
    const file = path.join(root, 'src/assets/photos/vehicules/IMG_0001.JPG');
    const remembered = path.join(root, PHOTOS_DECODED);
    expect(await contentAndImageProblems(root)).toEqual([]);
    const whole = readdirSync(remembered);
    expect(whole).toContain(decodedKey(photo));
    // Other bytes under the same name: decoded again, refused, and not remembered.
    const cut = photo.subarray(0, Math.floor(photo.length * 0.45));
    writeFileSync(file, cut);
    expect(await contentAndImageProblems(root)).toHaveLength(1);
    expect(readdirSync(remembered)).toEqual(whole);
    // Bytes remembered as whole are not decoded at all (this mark is planted: the file is cut).
    writeFileSync(path.join(remembered, decodedKey(cut)), '');
    expect(await contentAndImageProblems(root)).toEqual([]);
  });

  it('finds the shipped content’s images whole', async () => {
    expect(await contentAndImageProblems(PROJECT_ROOT)).toEqual([]);
  });
});
