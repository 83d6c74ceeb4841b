// The content path (.ci/content) rehearsed on copies of the repository: what the owner's check
// accepts, the publication accepts. Each case is a copy of the repository (its files as they are,
// node_modules and the caches linked, tests/support/site-copy.ts) whose owner's files are changed,
// then committed as a push would be, then checked by `.ci/content` exactly as the publishing
// workflow runs it (verifier, build, built files, HTML, links, a browser on every page):
// - the second garage (tests/second-garage): its files in place of src/content/ and src/assets/,
//   as a new agency's first push;
// - the owner's correct edits of the first garage (tests/first-garage), which a check expecting
//   the first garage's own values once refused: closures (past, today, the summer's), Monday at
//   08:30, one brand only, five brands, a longer name, plain spaces before « ? » and « ! ».
// Usage: npm run test:content-path [-- -t "words of a case's name"]
import { execFile, execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { promisify } from 'node:util';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { parisToday } from '#schemas/review-law.ts';
import { once } from '../support/content.ts';
import { generatedGarage, writeGarage } from '../support/generated-garage.ts';
import { REPO, freshFolder, linkShared } from '../support/site-copy.ts';

/** The garages the cases start from: each a folder holding src/content/ and src/assets/. */
const FIRST_GARAGE = path.join(REPO, 'tests/first-garage/src');
const SECOND_GARAGE = path.join(REPO, 'tests/second-garage');

/** A day `days` after today in Paris, YYYY-MM-DD. */
const inDays = (days: number) => parisToday(new Date(Date.now() + days * 86_400_000));
/** The next 2 and 20 August (the summer closure of hours.yaml's own example). */
function nextAugust(): [string, string] {
  const today = parisToday();
  const year = Number(today.slice(0, 4)) + (today.slice(5) > '08-02' ? 1 : 0);
  return [`${year}-08-02`, `${year}-08-20`];
}

/** Puts a garage's files (`from`: its content/ and assets/) in place of the copy's. */
function garageFiles(from: { content: string; assets: string }) {
  return (site: string) => {
    for (const folder of ['src/content', 'src/assets']) {
      rmSync(path.join(site, folder), { recursive: true, force: true });
      mkdirSync(path.join(site, folder), { recursive: true });
    }
    cpSync(from.content, path.join(site, 'src/content'), { recursive: true });
    cpSync(from.assets, path.join(site, 'src/assets'), { recursive: true });
  };
}
const firstGarage = garageFiles({
  content: path.join(FIRST_GARAGE, 'content'),
  assets: path.join(FIRST_GARAGE, 'assets'),
});

/** Edits one content file of the copy, as the owner would in the editor or by hand. */
const edit = (site: string, file: string, ...changes: ((text: string) => string)[]) => {
  const at = path.join(site, 'src/content', file);
  writeFileSync(
    at,
    changes.reduce((text, change) => change(text), readFileSync(at, 'utf-8')),
  );
};

/** The cases: a name, and what it changes in the copy. */
export const CASES: readonly { name: string; prepare: (site: string) => void }[] = [
  {
    name: 'le second garage (Valence : ni nettoyage ni voitures, samedi matin, ses couleurs et son logo)',
    prepare: garageFiles({
      content: path.join(SECOND_GARAGE, 'content'),
      assets: path.join(SECOND_GARAGE, 'assets'),
    }),
  },
  {
    name: 'le gérant : fermetures (passée, aujourd’hui, l’été), lundi à 08:30, une seule marque, un nom de 34 caractères, « ? » après une espace',
    prepare: (site) => {
      firstGarage(site);
      const [augustFrom, augustTo] = nextAugust();
      edit(
        site,
        'hours.yaml',
        once("- day: lundi\n    ranges: [{ open: '08:00'", "- day: lundi\n    ranges: [{ open: '08:30'"),
        once(
          'closures: []',
          [
            'closures:',
            `  - { from: '${inDays(-40)}', to: '${inDays(-35)}', message: Inventaire }`,
            `  - { from: '${inDays(0)}', to: '${inDays(1)}', message: Formation de l’équipe ! }`,
            `  - { from: '${augustFrom}', to: '${augustTo}', message: Fermeture estivale du 2 au 20 août. }`,
          ].join('\n'),
        ),
      );
      edit(
        site,
        'garage.yaml',
        once('name: Garage Précision Vaise', 'name: Garage Précision Vaise Automobiles'),
        once('specialities: [Audi, Volkswagen]', 'specialities: [Volkswagen]'),
        once('alsoServiced: [Seat, Skoda]', 'alsoServiced: []'),
        once('short: Audi · VW · Seat · Skoda', 'short: Volkswagen'),
      );
      edit(
        site,
        'home.yaml',
        once(
          'devis clair avant chaque intervention.',
          'devis clair avant chaque intervention. Une question ? Appelez-nous !',
        ),
      );
    },
  },
  {
    name: 'le gérant : une cinquième marque, des espaces ordinaires avant « : » et « ! »',
    prepare: (site) => {
      firstGarage(site);
      edit(
        site,
        'garage.yaml',
        once('alsoServiced: [Seat, Skoda]', 'alsoServiced: [Seat, Skoda, Cupra]'),
        once('short: Audi · VW · Seat · Skoda', 'short: Audi · VW · Seat · Skoda · Cupra'),
      );
      edit(
        site,
        'home.yaml',
        once(
          'au garage ou réservez directement en ligne.',
          'au garage ou réservez directement en ligne : c’est simple !',
        ),
      );
    },
  },
];

/**
 * Five generated garages (tests/support/generated-garage.ts), the same five every run: their
 * files in place of the owner's. Many more are checked by the verifier and the editor alone
 * (src/admin/generated-garages.test.ts).
 */
// Seed 6: repairs only, cleaning only, all trades; one to five brands; no network or four; one to
// four hero images; a 61-character name; closures past, today and to come; parts listed.
const GENERATED = fc.sample(generatedGarage(parisToday()), { seed: 6, numRuns: 5 }).map((garage, n) => ({
  name: `garage généré n° ${n + 1} : ${garage.summary}`,
  prepare: (site: string) => {
    for (const folder of ['src/content', 'src/assets'])
      rmSync(path.join(site, folder), { recursive: true, force: true });
    writeGarage(site, garage);
  },
}));

/** The repository's files as they are now (tracked and new, not ignored), copied into `site`. */
function copyRepository(site: string) {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: REPO,
    encoding: 'utf-8',
  })
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    try {
      cpSync(path.join(REPO, file), path.join(site, file), { recursive: true });
    } catch (error) {
      // A file deleted in the work tree but not yet in git's index.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}

/** The copy committed, as the push the publishing workflow checks. */
function commit(site: string) {
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: site, stdio: ['ignore', 'pipe', 'pipe'] });
  git('init', '-q', '-b', 'main');
  git('add', '-A');
  git('-c', 'user.name=Rehearsal', '-c', 'user.email=rehearsal@localhost', 'commit', '-q', '-m', 'case');
}

const run = promisify(execFile);

// Two copies at a time (two cores: one builds while the other's browser pass waits on it), each
// served on a port of its own.
it.concurrent.each([...CASES, ...GENERATED].map((c, n) => [c.name, c.prepare, n] as const))(
  '%s : publié',
  async (_, prepare, n) => {
    const site = freshFolder('content-path-');
    try {
      copyRepository(site);
      linkShared(site);
      prepare(site);
      commit(site);
      const port = Number(process.env['CONTENT_PATH_PORT'] ?? 4331) + n;
      const result = await run('bash', ['.ci/content'], {
        cwd: site,
        encoding: 'utf-8',
        env: { ...process.env, CI: 'true', INSTALLED: '1', E2E_PORT: String(port), E2E_ROOT: '' },
        maxBuffer: 64 * 1024 * 1024,
      }).then(
        ({ stdout, stderr }) => ({ status: 0, output: `${stdout}\n${stderr}` }),
        (error: { code?: number; stdout?: string; stderr?: string }) => ({
          status: error.code ?? 1,
          output: `${error.stdout ?? ''}\n${error.stderr ?? ''}`,
        }),
      );
      // Each step's time, as .ci/content prints them; the whole output when the path refuses.
      console.log(
        result.output
          .split('\n')
          .filter((line) => /^ {2}\(|^content checks/.test(line))
          .join('\n'),
      );
      expect(result.status, result.output).toBe(0);
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  },
);
