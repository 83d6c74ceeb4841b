/**
 * Careless files (issue 33): what the owner, his phone or an interrupted save can leave in
 * src/content, read by the one reader as `npm run verifier` and the build read it. Each case is
 * either refused with the exact French message, or read as the owner meant it.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseDataFile, readDataFile } from './loader';
import { ContentDataError } from './parse';
import { CONTENT_FILES, type ContentName, type FileData } from './reader';
import { vehiclesFileSchema } from '#schemas/index.ts';
import { VEHICLES_OPTIONS } from './vehicles';
import { FIRST_GARAGE, once } from '#tests/support/content.ts';

/** The tests' own garage: every careless edit below is made to its files. */
const root = FIRST_GARAGE;
// « Today » for these cases (its reviews' dates are checked against it): 7 December 2026, in Paris.
beforeAll(() => void vi.useFakeTimers({ now: new Date('2026-12-07T10:00:00+01:00'), toFake: ['Date'] }));
afterAll(() => void vi.useRealTimers());
const assets = path.join(root, 'src/assets');
const read = (name: ContentName) => readFileSync(path.join(root, 'src/content', `${name}.yaml`), 'utf-8');

/** The first service's price (Révision et Vidange, 79 €) written another way. */
const first79 = (amount: string) =>
  once(
    'amount: 79 }\n    image: { src: illustrations/repairs/revision',
    `amount: ${amount} }\n    image: { src: illustrations/repairs/revision`,
  );

const parse = <K extends ContentName>(name: K, text: string): FileData<K> =>
  parseDataFile(`src/content/${name}.yaml`, text, CONTENT_FILES[name], assets) as FileData<K>;

/** The message a file is refused with, or a failure if it was accepted. */
function errorOf(read: () => unknown): string {
  try {
    read();
  } catch (error) {
    expect(error).toBeInstanceOf(ContentDataError);
    return (error as Error).message;
  }
  throw new Error('the careless file was accepted');
}

const CENTS = '(les centimes s’écrivent après un point, deux chiffres au plus : 549.90)';

/** One careless edit per line: what, the file, the edit, the message (the lines under « Données invalides », or whole). */
const REFUSED: [
  what: string,
  file: ContentName,
  edit: (text: string) => string,
  expected: string | string[],
][] = [
  // Numbers as written: a thousands separator is never read as something else.
  [
    'a thousands dot in a flow mapping (YAML reads 1,2)',
    'repairs',
    first79('1.200'),
    [
      `src/content/repairs.yaml → « Révision et Vidange » → price.amount : « 1.200 » : YAML le lit 1,2 ; pour 1\u202f200, écrivez 1200, sans séparateur de milliers ${CENTS}`,
    ],
  ],
  [
    'a thousands comma in a flow mapping (YAML reads 1 and a key 200)',
    'repairs',
    first79('1,200'),
    [
      `src/content/repairs.yaml → « Révision et Vidange » → price : amount: « 1,200 » : pour 1\u202f200, écrivez 1200, sans séparateur de milliers ${CENTS}`,
    ],
  ],
  [
    'a thousands space in a flow mapping',
    'repairs',
    first79('1 200'),
    [
      `src/content/repairs.yaml → « Révision et Vidange » → price.amount : le prix doit être un nombre : « 1 200 » : pour 1\u202f200, écrivez 1200, sans séparateur de milliers ${CENTS}`,
    ],
  ],
  [
    'a thousands dot in a block',
    'cleaning',
    once('dirtySurcharge: 10', 'dirtySurcharge: 1.200'),
    [
      `src/content/cleaning.yaml → dirtySurcharge : « 1.200 » : YAML le lit 1,2 ; pour 1\u202f200, écrivez 1200, sans séparateur de milliers ${CENTS}`,
    ],
  ],
  [
    'a thousands no-break space in a block',
    'cleaning',
    once('dirtySurcharge: 10', 'dirtySurcharge: 1\u00a0200'),
    [
      `src/content/cleaning.yaml → dirtySurcharge : le prix doit être un nombre : « 1\u00a0200 » : pour 1\u202f200, écrivez 1200, sans séparateur de milliers ${CENTS}`,
    ],
  ],
  [
    'a thousands comma in a block',
    'cleaning',
    once('price: 50', 'price: 1,200'),
    [
      `src/content/cleaning.yaml → « Citadine » → price : le prix doit être un nombre : « 1,200 » : pour 1\u202f200, écrivez 1200, sans séparateur de milliers ${CENTS}`,
    ],
  ],
  [
    'three decimals in a price that cannot reach 79 999 €: decimals, not thousands',
    'repairs',
    first79('79.999'),
    [
      'src/content/repairs.yaml → « Révision et Vidange » → price.amount : le prix ne peut pas avoir plus de deux décimales',
    ],
  ],
  // Files whole: git's conflict markers named as such.
  [
    'git conflict markers',
    'garage',
    once('  city: Lyon\n', '<<<<<<< HEAD\n  city: Lyon\n=======\n  city: Lyon 9\n>>>>>>> 1a2b3c4\n'),
    'Fichier illisible src/content/garage.yaml : il contient des marques de conflit de git, lignes 21 (<<<<<<<), 23 (=======), 25 (>>>>>>>) : deux versions du fichier y sont mélangées. Gardez la bonne version entre « <<<<<<< » et « >>>>>>> », puis supprimez les lignes de marques',
  ],
  [
    'letters lost to « � » by a save in another encoding',
    'cleaning',
    once('Aspiration complète', 'Aspiration compl\ufffdte'),
    'Fichier abîmé src/content/cleaning.yaml, ligne 58 : des lettres y sont remplacées par « � » (le fichier a été enregistré dans un autre encodage puis rouvert) : retapez-les, puis enregistrez-le en UTF-8 (Bloc-notes : Fichier → Enregistrer sous → Encodage : UTF-8 ; ou rouvrez-le dans l’éditeur du site, /admin/)',
  ],
  // Lengths a layout holds.
  [
    'a review of 5 000 characters',
    'reviews',
    once(
      /(- review: )>-\n( {6}.*\n)+(?= {4}name: Sophie L\.)/,
      `$1${'Très bon accueil, travail soigné. '.repeat(152).trim()}\n`,
    ),
    [
      'src/content/reviews.yaml → « Sophie L. » → review : L’avis fait 5\u202f167 caractères : 500 au plus, pour que la mise en page tienne ; raccourcissez-le',
    ],
  ],
  [
    'an offer description of 5 000 characters',
    'home',
    once(
      /(offers:\n {2}- title: .*\n {4}description: )>-\n( {6}.*\n)+/,
      `$1${'Remise sur les pièces. '.repeat(218).trim()}\n`,
    ),
    [
      'src/content/home.yaml → « Remplacement des disques de frein » → description : La description fait 5\u202f013 caractères : 300 au plus, pour que la mise en page tienne ; raccourcissez-le',
    ],
  ],
  // Messages that say the cause.
  [
    'a day’s ranges with nothing',
    'hours',
    once('  - day: samedi\n    ranges: []', '  - day: samedi\n    ranges:'),
    [
      'src/content/hours.yaml → « samedi » → ranges : valeur vide : écrivez [] pour une liste vide, ou les éléments sur les lignes suivantes (« - … »)',
    ],
  ],
  [
    'an offer’s last day in French order',
    'home',
    once('  - title: Kit de distribution\n', '  - title: Kit de distribution\n    until: 31/08/2027\n'),
    [
      'src/content/home.yaml → « Kit de distribution » → until : date attendue au format AAAA-MM-JJ (ex. 2027-08-31), ou rien pour une offre sans fin',
    ],
  ],
  [
    'a French « : » in an unquoted text',
    'repairs',
    once(
      /(title: Injecteur\n {4}description: )>-\n( {6}.*\n)+/,
      '$1Le nettoyage des injecteurs : un moteur qui repart, une consommation en baisse\n',
    ),
    'Fichier illisible src/content/repairs.yaml (YAML mal formé), ligne 246 : ce texte contient « : » (deux-points suivi d’une espace) sans guillemets, YAML y voit un nouveau champ : mettez tout le texte entre guillemets doubles, ex. description: "…"',
  ],
];

describe('a careless file is refused with the exact French message', () => {
  it.each(REFUSED)('%s (%s.yaml)', (_what, name, edit, expected) => {
    const message = Array.isArray(expected)
      ? `Données invalides dans src/content/${name}.yaml :\n${expected.map((l) => `  ${l}`).join('\n')}`
      : expected;
    expect(errorOf(() => parse(name, edit(read(name))))).toBe(message);
  });
});

describe('a used car’s figures written with a thousands separator', () => {
  const car = (price: string, mileage: string) =>
    `vehicles:\n  - { make: Volkswagen, model: Golf, version: 1.6 TDI, year: 2017, mileageKm: ${mileage}, fuel: diesel, gearbox: manuelle, price: ${price}, photos: [{ src: photos/golf.jpg, alt: La Golf }], description: Très propre. }\n`;
  it.each([
    ['13.490', '98500', 'price : « 13.490 » : YAML le lit 13,49 ; pour 13\u202f490, écrivez 13490'],
    ['13490', '98 500', 'mileageKm : « 98 500 » : pour 98\u202f500, écrivez 98500'],
  ])('price %s, mileage %s', (price, mileage, expected) => {
    const message = errorOf(() =>
      parseDataFile(
        'src/content/vehicles.yaml',
        car(price, mileage),
        vehiclesFileSchema,
        undefined,
        VEHICLES_OPTIONS,
      ),
    );
    expect(message).toBe(
      `Données invalides dans src/content/vehicles.yaml :\n  src/content/vehicles.yaml → « Volkswagen Golf 2017 » → ${expected}, sans séparateur de milliers ${CENTS}`,
    );
  });
});

describe('a careless file that says what the owner meant is read that way', () => {
  it('a map position with three decimals stays a position, not a thousands group', () => {
    const garage = parse('garage', once(/latitude: [\d.]+/, 'latitude: 45.774')(read('garage')));
    expect(garage.map.latitude).toBe(45.774);
  });

  it('closures: with nothing after it: no closure', () => {
    expect(parse('hours', once('closures: []', 'closures:')(read('hours'))).closures).toEqual([]);
  });

  it('until: with nothing after it: an offer without end', () => {
    const text = once(
      '  - title: Kit de distribution\n',
      '  - title: Kit de distribution\n    until:\n',
    )(read('home'));
    expect(parse('home', text).offers.find((o) => o.title === 'Kit de distribution')!.until).toBeUndefined();
  });

  it('hours in a phone’s curly quotes, with a no-break space: the time', () => {
    const text = once(
      "day: lundi\n    ranges: [{ open: '08:00'",
      'day: lundi\n    ranges: [{ open: ‘08:00\u00a0’',
    )(read('hours'));
    expect(parse('hours', text).week[0]!.ranges[0]!.open).toBe('08:00');
  });

  it('a phone number with no-break and narrow no-break spaces, a trailing space: the number', () => {
    const text = once(/phone: 04 65 71 23 81/, "phone: '04\u00a065\u00a071\u202f23 81 '")(read('garage'));
    expect(parse('garage', text).contact.phone).toBe('04 65 71 23 81');
  });

  it('a SIRET copied from a web page, with no-break spaces: the number', () => {
    const text = once('siret: 000 000 000 00000', 'siret: 000\u00a0000\u00a0000\u202f00000')(read('garage'));
    expect(parse('garage', text).legal.siret).toBe('000 000 000 00000');
  });

  it('an e-mail with a trailing space: the address', () => {
    const text = once(/email: (.*)/, "email: '$1 '")(read('garage'));
    expect(parse('garage', text).contact.email).toMatch(/^\S+@\S+$/);
  });

  it('a hidden right-to-left character escaped between double quotes: removed too', () => {
    const text = once(
      'heading: Réparation et maintenance',
      'heading: "Réparation \\u202Eet maintenance"',
    )(read('repairs'));
    expect(parse('repairs', text).heading).toBe('Réparation et maintenance');
  });

  it('a hidden right-to-left character in a title: removed, the title reads as typed', () => {
    const text = once(
      '  - title: Aspiration complète',
      '  - title: Aspiration \u202ecomplète\u202c',
    )(read('cleaning'));
    expect(parse('cleaning', text).steps.map((s) => s.title)).toContain('Aspiration complète');
  });
});

describe('a file saved in another encoding or cut short, read from the disk', () => {
  const site = mkdtempSync(path.join(tmpdir(), 'contenu-abime-'));
  mkdirSync(path.join(site, 'src'));
  cpSync(path.join(root, 'src/content'), path.join(site, 'src/content'), { recursive: true });
  symlinkSync(assets, path.join(site, 'src/assets'));
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], {
      cwd: site,
      stdio: 'ignore',
    });
  git('init', '-q');
  git('add', 'src/content');
  git('commit', '-q', '-m', 'contenu publié');
  afterAll(() => rmSync(site, { recursive: true, force: true }));

  const write = (name: ContentName, bytes: string | Buffer) =>
    writeFileSync(path.join(site, 'src/content', `${name}.yaml`), bytes);
  const readBack = <K extends ContentName>(name: K) =>
    readDataFile(site, name, CONTENT_FILES[name]) as FileData<K>;
  const restore = (name: ContentName) => write(name, read(name));
  /** Text saved by a Windows program in « ANSI »: one byte a letter (what cannot be written becomes « ? »). */
  const WINDOWS_1252: Record<string, number> = {
    '€': 0x80,
    '…': 0x85,
    '‘': 0x91,
    '’': 0x92,
    '“': 0x93,
    '”': 0x94,
    '–': 0x96,
    '—': 0x97,
    œ: 0x9c,
    Œ: 0x8c,
  };
  const windows1252 = (text: string) =>
    Buffer.from([...text].map((c) => WINDOWS_1252[c] ?? (c.charCodeAt(0) <= 0xff ? c.charCodeAt(0) : 0x3f)));
  const RESAVE =
    'enregistrez-le en UTF-8 (Bloc-notes : Fichier → Enregistrer sous → Encodage : UTF-8 ; ou rouvrez-le dans l’éditeur du site, /admin/)';

  it('reads the committed files as they are', () => {
    expect(() => readBack('repairs')).not.toThrow();
  });

  it('names Windows-1252 (« ANSI ») and the first accented word', () => {
    write('cleaning', windows1252(read('cleaning')));
    expect(errorOf(() => readBack('cleaning'))).toBe(
      `Fichier illisible src/content/cleaning.yaml : il n’est pas enregistré en UTF-8 mais probablement en Windows-1252 (« ANSI »), ses lettres accentuées s’afficheraient « � », ligne 1 « int�rieurs » pour « intérieurs » : ${RESAVE}`,
    );
    restore('cleaning');
  });

  it.each([
    [
      'with its byte order mark',
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(read('socials'), 'utf16le')]),
    ],
    ['without it', Buffer.from(read('socials'), 'utf16le')],
  ])('names UTF-16 (« Unicode »), %s', (_how, bytes) => {
    write('socials', bytes);
    expect(errorOf(() => readBack('socials'))).toBe(
      `Fichier illisible src/content/socials.yaml : il est enregistré en UTF-16 (« Unicode »), pas en UTF-8 : ${RESAVE}`,
    );
    restore('socials');
  });

  it('names the nine services a save cut at an entry boundary would lose', () => {
    const text = read('repairs');
    write('repairs', text.slice(0, text.indexOf('  - id: batterie')));
    expect(errorOf(() => readBack('repairs'))).toMatchInlineSnapshot(
      `"Fichier coupé src/content/repairs.yaml : il s’arrête ligne 185 (« …{ src: illustrations/repairs/vanne-egr.svg, alt: '' } »), alors que sa dernière version enregistrée dans git continue jusqu’à la ligne 306. Disparaîtraient : « Batterie », « Bougies d’allumage », « Pré-contrôle technique », « Alternateur », « Injecteur », « Filtre d’habitacle », « Montage et équilibrage pneu », « Carrosserie », « Calibration ADAS (caméra et radar) ». Un enregistrement interrompu ? Reprenez la version enregistrée (git restore src/content/repairs.yaml) et refaites la modification ; si ces suppressions sont voulues, ajoutez la ligne « # fin » à la fin du fichier"`,
    );
    restore('repairs');
  });

  it('names the about text a save cut mid-sentence would end', () => {
    const text = read('garage');
    write('garage', text.slice(0, text.indexOf('un prix annoncé')));
    expect(errorOf(() => readBack('garage'))).toMatchInlineSnapshot(
      `"Fichier coupé src/content/garage.yaml : il s’arrête ligne 68 (« …franchise : un diagnostic clair, »), alors que sa dernière version enregistrée dans git continue jusqu’à la ligne 69. Le texte about s’arrête à « …sa franchise : un diagnostic clair, ». Un enregistrement interrompu ? Reprenez la version enregistrée (git restore src/content/garage.yaml) et refaites la modification ; si ces suppressions sont voulues, ajoutez la ligne « # fin » à la fin du fichier"`,
    );
    restore('garage');
  });

  it('lets the owner confirm deletions at the end of a file with « # fin », as the message says', () => {
    const text = read('repairs');
    write('repairs', `${text.slice(0, text.indexOf('  - id: batterie'))}# fin\n`);
    expect(readBack('repairs').services).toHaveLength(10);
    restore('repairs');
  });

  it('still lets the owner delete the last entry of a list on purpose', () => {
    const text = read('repairs');
    const last = text.lastIndexOf('\n  - id:');
    write('repairs', text.slice(0, last + 1));
    expect(readBack('repairs').services).toHaveLength(18);
    restore('repairs');
  });
});
