import {
  cpSync,
  readFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { decodedKey } from './photos';
import { contentAndImageProblems, contentImagePaths, PHOTOS_DECODED, PROJECT_ROOT } from './reader';
import { FIRST_GARAGE } from '#tests/support/content.ts';

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

/**
 * A copy of the tests' own garage with one car whose photo is `file`, and `unused` beside it, named
 * by no car.
 */
function site(file: Buffer | string, unused?: Buffer | string): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'photos-'));
  roots.push(root);
  for (const dir of ['src/content', 'src/assets'])
    cpSync(path.join(FIRST_GARAGE, dir), path.join(root, dir), { recursive: true });
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

/** A PNG whose header says `width` × `height` (too large to make for real): its IHDR, a little data, its end. */
function pngHeader(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(4096))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A dealer's 360° export: three pictures of 800 × 600 in one animated WebP. */
const animated = await sharp(
  await Promise.all(
    ['#c62828', '#1d5fd6', '#2f3338'].map((background) =>
      sharp({ create: { width: 800, height: 600, channels: 3, background } })
        .png()
        .toBuffer(),
    ),
  ),
  { join: { animated: true } },
)
  .webp()
  .toBuffer();

/** A copy of the content with a second car, an Audi, whose one photo is IMG_0002.JPG. */
function withAudi(root: string): string {
  const file = path.join(root, 'src/content/vehicles.yaml');
  writeFileSync(
    file,
    `${readFileSync(file, 'utf-8')}  - make: Audi
    model: A3 Sportback
    version: 30 TFSI 110
    year: 2019
    mileageKm: 61000
    fuel: essence
    gearbox: automatique
    price: 19900
    photos:
      - { src: photos/vehicules/IMG_0002.JPG, alt: L’A3 vue de face }
    description: Carnet d’entretien suivi.
`,
  );
  return root;
}

/** The car's photo renamed to `name` in the copy and in vehicles.yaml. */
function renamePhoto(root: string, name: string): string {
  const dir = path.join(root, 'src/assets/photos/vehicules');
  renameSync(path.join(dir, 'IMG_0001.JPG'), path.join(dir, name));
  const file = path.join(root, 'src/content/vehicles.yaml');
  writeFileSync(file, readFileSync(file, 'utf-8').replace('IMG_0001.JPG', name));
  return root;
}

describe(
  'careless photos (issue 41), refused before the build, naming the file, the car and the field',
  { timeout: 60_000 },
  () => {
    const GOLF = 'src/content/vehicles.yaml → « Volkswagen Golf 2017 » → photos n° 1 → src : ';

    it.each([
      [
        'an animated WebP (a dealer’s 360° export), which would be published as its pictures stacked',
        () => renamePhoto(site(animated), 'IMG_0001.webp'),
        `${GOLF}la photo src/assets/photos/vehicules/IMG_0001.webp est une animation (plusieurs images, comme un tour à 360°) : le site publie des photos fixes`,
      ],
      [
        'a 1 × 1 photo',
        async () =>
          site(
            await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
              .jpeg()
              .toBuffer(),
          ),
        `${GOLF}la photo src/assets/photos/vehicules/IMG_0001.JPG ne fait que 1 × 1 pixels : c’est une vignette ou une icône, floue sur tous les écrans (il faut au moins 400 × 300 pixels)`,
      ],
      [
        'a 30 000 × 30 000 PNG, over the pixel limit (not « incomplète »)',
        () => renamePhoto(site(pngHeader(30_000, 30_000)), 'IMG_0001.png'),
        `${GOLF}la photo src/assets/photos/vehicules/IMG_0001.png fait 30\u202f000 × 30\u202f000 pixels (900 mégapixels), plus que les 268 mégapixels que la construction du site sait lire : la renvoyer telle quelle ne changera rien ; réduisez-la`,
      ],
      [
        'the Golf’s photo uploaded again under another name for the Audi (a duplicate by content)',
        () => {
          const root = withAudi(site(photo));
          writeFileSync(path.join(root, 'src/assets/photos/vehicules/IMG_0002.JPG'), photo);
          return root;
        },
        'src/content/vehicles.yaml → « Audi A3 Sportback 2019 » → photos n° 1 → src : la photo photos/vehicules/IMG_0002.JPG est la même image que photos/vehicules/IMG_0001.JPG (les mêmes octets sous un autre nom), déjà montrée en « Volkswagen Golf 2017 » → photos n° 1',
      ],
      [
        'a symbolic link to a file outside the repository as the car’s photo',
        () => {
          const root = site(photo);
          const outside = path.join(mkdtempSync(path.join(os.tmpdir(), 'outside-')), 'secret.jpg');
          roots.push(path.dirname(outside));
          writeFileSync(outside, photo);
          const link = path.join(root, 'src/assets/photos/vehicules/IMG_0001.JPG');
          rmSync(link);
          symlinkSync(outside, link);
          return root;
        },
        `${GOLF}src/assets/photos/vehicules/IMG_0001.JPG est un lien symbolique (vers ${os.tmpdir()}/outside-`,
      ],
    ])('%s', async (_, make, message) => {
      const problems = await contentAndImageProblems(await make());
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^Image à remplacer dans src\/content\/vehicles\.yaml :\n/);
      expect(problems[0]).toContain(message);
    });

    it('two cars with photos of their own pass', async () => {
      const root = withAudi(site(photo));
      writeFileSync(
        path.join(root, 'src/assets/photos/vehicules/IMG_0002.JPG'),
        Buffer.concat([photo, Buffer.from([0])]),
      );
      expect(await contentAndImageProblems(root)).toEqual([]);
    });

    it('refuses a symbolic link anywhere under src/assets or src/content, named by no entry', async () => {
      const root = site(photo);
      const outside = mkdtempSync(path.join(os.tmpdir(), 'outside-'));
      roots.push(outside);
      writeFileSync(
        path.join(outside, 'reviews.yaml'),
        readFileSync(path.join(root, 'src/content/reviews.yaml')),
      );
      rmSync(path.join(root, 'src/content/reviews.yaml'));
      symlinkSync(path.join(outside, 'reviews.yaml'), path.join(root, 'src/content/reviews.yaml'));
      symlinkSync(outside, path.join(root, 'src/assets/illustrations/ailleurs'));
      expect(await contentAndImageProblems(root)).toEqual([
        `Lien symbolique à remplacer :
  src/assets/illustrations/ailleurs est un lien symbolique (vers ${outside}) : le site ne publie que les fichiers enregistrés dans le dépôt, pas ce vers quoi un lien pointe ; mettez le fichier lui-même à sa place
  src/content/reviews.yaml est un lien symbolique (vers ${outside}/reviews.yaml) : le site ne publie que les fichiers enregistrés dans le dépôt, pas ce vers quoi un lien pointe ; mettez le fichier lui-même à sa place`,
      ]);
    });
  },
);
