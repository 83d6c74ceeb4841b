/**
 * A careless owner's text files (issue 41), each tried on a copy of src/content as `npm run
 * verifier` and the build read it (the one reader, src/data/reader.ts: no build needed, the build
 * stops on the same list): refused in French naming the file, the entry and the field, or read as
 * the owner meant it. Where the editor (/admin/) could save the same value, its check before a
 * save refuses it with the same words (src/admin/save-check.ts).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { CORE_SCHEMA, load } from 'js-yaml';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { backend } from '#admin/config.ts';
import { checkSave } from '#admin/save-check.ts';
import { contentProblems, readContentFile, type ContentName } from '#data/reader.ts';
import { frenchDate } from '#schemas/calendar.ts';
import { parisToday } from '#schemas/review-law.ts';
import { once } from '../support/content';
import { FIRST_GARAGE_SRC, REPO } from '../support/site-copy';

const read = (name: ContentName) =>
  readFileSync(path.join(FIRST_GARAGE_SRC, 'content', `${name}.yaml`), 'utf-8');

/** A copy of src/content (src/assets linked), in a fresh temporary folder. */
function contentCopy(prefix: string): string {
  const root = mkdtempSync(path.join(tmpdir(), prefix));
  mkdirSync(path.join(root, 'src'));
  cpSync(path.join(FIRST_GARAGE_SRC, 'content'), path.join(root, 'src/content'), { recursive: true });
  symlinkSync(path.join(FIRST_GARAGE_SRC, 'assets'), path.join(root, 'src/assets'));
  return root;
}

const site = contentCopy('contenu-negligent-');
afterAll(() => rmSync(site, { recursive: true, force: true }));

const write = (root: string, name: ContentName, text: string) =>
  writeFileSync(path.join(root, 'src/content', `${name}.yaml`), text);
afterEach(() => {
  for (const name of ['repairs', 'cleaning', 'home', 'hours', 'garage', 'socials'] as const)
    write(site, name, read(name));
});

/** The verifier's problems once `name` is `text`: one message per bad file. */
function problemsWith(name: ContentName, text: string): string[] {
  write(site, name, text);
  return contentProblems(site);
}

/** The editor's verdict on saving `text`'s data as `name` (what its form would hold). */
const editorSaving = (name: ContentName, text: string) =>
  checkSave(name, load(text, { schema: CORE_SCHEMA }));

/** A day `days` after today in Paris, YYYY-MM-DD. */
const inDays = (days: number) =>
  new Date(Date.parse(`${parisToday()}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** repairs.yaml with one more service at the end of its list (the file's last): `title`, a plain card. */
const extraService = (id: string, title: string) =>
  `${read('repairs').trimEnd()}\n  - id: ${id}\n    title: ${title}\n    description: Remplacement.\n    price: { kind: from, amount: 99 }\n    image: { src: illustrations/repairs/batterie.svg, alt: '' }\n`;

/** « Kit de distribution », the second offer of home.yaml, with one more line. */
const kitOffer = (line: string) =>
  once('  - title: Kit de distribution\n', `  - title: Kit de distribution\n${line}\n`)(read('home'));

describe('refused in French, naming the file, the entry and the field; the editor refuses alike', () => {
  const farClosureEnd = inDays(400);
  const longTitle = `Kit de distribution ${'complet '.repeat(247).trim()}`;
  it.each<[what: string, name: ContentName, text: () => string, where: string, message: string]>([
    [
      'a closure ending more than a year ahead (a year typo)',
      'hours',
      () =>
        once(
          'closures: []',
          `closures:\n  - { from: '${inDays(27)}', to: '${farClosureEnd}' }`,
        )(read('hours')),
      'closures n° 1 → to',
      `la fermeture finirait le ${frenchDate(farClosureEnd)}, dans plus d’un an : vérifiez l’année (une fermeture s’annonce moins d’un an à l’avance)`,
    ],
    [
      'an offer until 2207',
      'home',
      () => kitOffer('    until: 2207-01-31'),
      '« Kit de distribution » → until',
      'l’offre durerait jusqu’au 31 janvier 2207, dans plus d’un an : vérifiez l’année (une offre du moment dure moins d’un an ; sans fin, laissez le champ vide)',
    ],
    [
      'an offer until 30 February: a date that does not exist, not a format error',
      'home',
      () => kitOffer('    until: 2027-02-30'),
      '« Kit de distribution » → until',
      'la date 2027-02-30 n’existe pas dans le calendrier',
    ],
    [
      'a twin of « Batterie » that differs by a zero-width space: the same title',
      'repairs',
      () => extraService('batterie-2', '"Batterie\\u200b"'),
      '« Batterie » → title',
      'le titre « Batterie » est en double : entrées n° 11 et n° 20, changez l’un des deux',
    ],
    [
      'a twin that differs by a straight apostrophe',
      'repairs',
      () => extraService('bougies-2', "Bougies d'allumage"),
      "« Bougies d'allumage » → title",
      "le titre « Bougies d'allumage » ne diffère de « Bougies d’allumage » (entrée n° 12) que par l’apostrophe, droite (') dans l’un, typographique (’) dans l’autre : le site les confondrait, changez l’un des deux",
    ],
    [
      'an offer title of 2 000 characters',
      'home',
      () => once('  - title: Kit de distribution\n', `  - title: ${longTitle}\n`)(read('home')),
      '« Kit de distribution complet complet complet complet… » → title',
      `ce titre fait ${new Intl.NumberFormat('fr-FR').format(longTitle.length)} caractères : 150 au plus, pour que la page reste lisible ; raccourcissez-le`,
    ],
    [
      'a repair description of 5 MB',
      'repairs',
      () =>
        once(
          /(title: Révision et Vidange\n {4}description: )>-\n( {6}.*\n)+/,
          `$1${'Vidange et filtres. '.repeat(250_000).trim()}\n`,
        )(read('repairs')),
      '« Révision et Vidange » → description',
      'ce texte fait 4\u202f999\u202f999 caractères : 1\u202f000 au plus, pour que la page reste lisible ; raccourcissez-le',
    ],
    [
      'a price in a service’s description',
      'repairs',
      () =>
        once(
          /(title: Batterie\n {4}description: )>-\n( {6}.*\n)+/,
          '$1Forfait à 69 € pose comprise.\n',
        )(read('repairs')),
      '« Batterie » → description',
      'pas de prix dans le texte (« 69 € ») : il ne suivrait pas la liste des prix ; retirez-le (une offre affiche le prix d’une prestation ou d’un forfait choisi dans « Prix affiché » ; un prix s’écrit dans la liste des prix)',
    ],
    [
      'a photo path that is a web address',
      'home',
      () =>
        once(
          'src: illustrations/offers/kit-distribution.svg',
          'src: https://www.concession.fr/photos/kit.jpg',
        )(read('home')),
      '« Kit de distribution » → image.src',
      'c’est une adresse web, pas une photo du site : téléchargez la photo, puis envoyez-la avec l’éditeur du site (/admin/) ou mettez-la dans src/assets/photos/ et écrivez son chemin (ex. photos/atelier.jpg)',
    ],
    [
      'a SIRET with a typo',
      'garage',
      () => once('siret: 000 000 000 00000', 'siret: 000 000 000 00001')(read('garage')),
      'legal.siret',
      '« 000 000 000 00001 » n’est pas un SIRET attribué : sa clé de contrôle est fausse (un chiffre mal recopié ?) ; recopiez celui de l’extrait Kbis ou de l’avis de situation Insee',
    ],
  ])('%s', (_what, name, text, where, message) => {
    expect(problemsWith(name, text())).toEqual([
      `Données invalides dans src/content/${name}.yaml :\n  src/content/${name}.yaml → ${where} : ${message}`,
    ]);
    const verdict = editorSaving(name, text());
    expect(verdict.ok ? 'saved' : verdict.message).toContain(` : ${message}`);
  });
});

describe('refused in French before the schema: the whole file', () => {
  it('a file saved twice in two encodings: each text named, with the word as it was meant', () => {
    // Read as Windows-1252 (« ANSI »), then saved as UTF-8: valid UTF-8 holding « Ã© ».
    const text = new TextDecoder('windows-1252').decode(Buffer.from(read('cleaning')));
    const [problem] = problemsWith('cleaning', text);
    const line = (where: string, word: string, meant: string) =>
      `  src/content/cleaning.yaml → ${where} : texte abîmé par un double enregistrement (lu en Windows-1252, « ANSI », puis réenregistré en UTF-8) : « ${word} » pour « ${meant} » ; retapez les lettres accentuées et la ponctuation de ce texte, ou reprenez la version précédente du fichier`;
    expect(problem).toContain(line('intro', 'lâ€™intÃ©rieur', 'l’intérieur'));
    expect(problem).toContain(line('« Aspiration complÃ¨te » → title', 'complÃ¨te', 'complète'));
    // The editor's form would hold the same texts: refused the same way.
    const verdict = editorSaving('cleaning', text);
    expect(verdict.ok ? 'saved' : verdict.message).toContain(
      ' : texte abîmé par un double enregistrement (lu en Windows-1252, « ANSI », puis réenregistré en UTF-8) : « lâ€™intÃ©rieur » pour « l’intérieur »',
    );
  });

  it('an alias bomb (« billion laughs », ten levels) is refused at once', () => {
    const levels = Array.from({ length: 10 }, (_, i) =>
      i === 0
        ? 'l0: &l0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]'
        : `l${i}: &l${i} [${Array(9)
            .fill(`*l${i - 1}`)
            .join(', ')}]`,
    );
    const started = performance.now();
    const problems = problemsWith('socials', `${read('socials')}${levels.join('\n')}\n`);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(problems).toEqual([
      'Fichier illisible src/content/socials.yaml (YAML mal formé), ligne 18, colonne 21 : plus de 20 renvois « * » (alias YAML) : recopiez les valeurs au lieu de les renvoyer',
    ]);
  });

  it('a merge key is said to be unsupported', () => {
    const text = once(
      '    title: Révision et Vidange\n',
      '    title: Révision et Vidange\n    <<: { note: Huile comprise }\n',
    )(read('repairs'));
    expect(problemsWith('repairs', text)).toEqual([
      'Fichier illisible src/content/repairs.yaml, ligne 39 : la fusion YAML « <<: » n’est pas prise en charge : recopiez les champs dans chaque entrée',
    ]);
  });

  it('a price with three decimals is told so, not read as thousands above the 10 000 € cap', () => {
    const text = once(
      'amount: 79 }\n    image: { src: illustrations/repairs/revision',
      'amount: 79.999 }\n    image: { src: illustrations/repairs/revision',
    )(read('repairs'));
    expect(problemsWith('repairs', text)).toEqual([
      'Données invalides dans src/content/repairs.yaml :\n  src/content/repairs.yaml → « Révision et Vidange » → price.amount : le prix ne peut pas avoir plus de deux décimales',
    ]);
  });
});

describe('read as the owner meant it', () => {
  it('invisible characters are removed from every text: a phone, a title', () => {
    write(site, 'garage', once('phone: 04 65 71 23 81', 'phone: 04 65 71 23 81\u200b')(read('garage')));
    write(
      site,
      'cleaning',
      once(
        '  - title: Aspiration complète',
        '  - title: Aspi\u00adration\u2060 complète\ufeff',
      )(read('cleaning')),
    );
    expect(contentProblems(site)).toEqual([]);
    expect(readContentFile('garage', site).contact.phone).toBe('04 65 71 23 81');
    expect(readContentFile('cleaning', site).steps[0]!.title).toBe('Aspiration complète');
  });
});

describe('a cut file that was committed: compared with the published version (PUBLISHED_COMMIT)', () => {
  const repo = contentCopy('contenu-publie-');
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], {
      cwd: repo,
      encoding: 'utf-8',
    }).trim();
  git('init', '-q');
  git('add', 'src/content');
  git('commit', '-q', '-m', 'contenu publié');
  const published = git('rev-parse', 'HEAD');
  // An interrupted save, committed and pushed: the forge builds this commit, whose HEAD is the cut file.
  const full = read('repairs');
  write(repo, 'repairs', full.slice(0, full.indexOf('  - id: batterie')));
  git('commit', '-q', '-am', 'Prix de la vidange');
  afterAll(() => {
    delete process.env['PUBLISHED_COMMIT'];
    rmSync(repo, { recursive: true, force: true });
  });

  it('is refused, naming the services that would vanish and how to get the published version back', () => {
    process.env['PUBLISHED_COMMIT'] = published;
    const [problem] = contentProblems(repo);
    expect(problem).toMatch(
      /^Fichier coupé src\/content\/repairs\.yaml : il s’arrête ligne \d+ \(« …[^»]+ »\), alors que sa version en ligne continue jusqu’à la ligne \d+\. Disparaîtraient : « Batterie », « Bougies d’allumage », /,
    );
    expect(problem).toContain(
      `Reprenez la version en ligne (l’agence : git restore --source=${published.slice(0, 12)} src/content/repairs.yaml)`,
    );
  });

  it('without a published commit (a first publication, the owner’s checkout), HEAD is the reference', () => {
    delete process.env['PUBLISHED_COMMIT'];
    expect(contentProblems(repo)).toEqual([]);
  });

  it('the workflow leaves the editor’s saves out, by the commit message the editor writes', () => {
    // Whole files from its data: a deletion there is meant, and its owner cannot add « # fin ».
    const workflow = readFileSync(path.join(REPO, '.github/workflows/publish.yml'), 'utf-8');
    const prefix = /select\(startswith\("([^"]+)"\) \| not\)/.exec(workflow)?.[1];
    expect(prefix).toBe('Site : ');
    expect(backend('garage-dumas/site').commit_messages.update.startsWith(prefix!)).toBe(true);
  });

  it('a published commit the checkout lacks falls back to HEAD', () => {
    process.env['PUBLISHED_COMMIT'] = '0123456789abcdef0123456789abcdef01234567';
    expect(contentProblems(repo)).toEqual([]);
  });
});
