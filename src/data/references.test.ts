import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PATHS } from '#schemas/paths.ts';
import { foundingIssues, linkIssues, offerPriceIssues } from './references';
import { contentProblems, readContent } from './reader';
import { FIRST_GARAGE } from '#tests/support/content.ts';

const offer = (kind: 'service' | 'package', id: string) => ({ title: 'Offre', price: { kind, id } });

describe('a garage that offers no cleaning (no cleaning.yaml)', () => {
  it('refuses an offer showing a cleaning package, saying why in French', () => {
    const issues = offerPriceIssues({
      offers: [offer('package', 'citadine'), offer('service', 'vidange')],
      services: [{ id: 'vidange', title: 'Vidange' }],
      packages: undefined,
    });
    expect(issues).toEqual([
      {
        file: 'home',
        path: ['offers', 0, 'price'],
        message:
          'le garage ne propose pas de nettoyage (pas de fichier src/content/cleaning.yaml) : choisissez-lui un prix des prestations de réparation, ou « (Aucun) »',
      },
    ]);
  });

  it.each([
    [PATHS.cleaning, false, 1],
    [PATHS.cleaning, true, 0],
    [PATHS.usedParts, false, 1],
    [PATHS.usedParts, true, 0],
    [PATHS.cars, false, 1],
    [PATHS.cars, true, 0],
    [PATHS.repairs, false, 0],
  ])(
    'a service block leading to %s (its trade offered: %s) is refused %d time(s)',
    (href, offered, count) => {
      const trades = { cleaning: offered, parts: offered, vehicles: offered };
      const issues = linkIssues({ serviceBlocks: [{ title: 'Bloc', href }], offered: trades });
      expect(issues).toHaveLength(count);
    },
  );

  describe('the tests’ own garage with cleaning.yaml taken away, as the verifier and the build read it', () => {
    const site = mkdtempSync(path.join(tmpdir(), 'sans-nettoyage-'));
    mkdirSync(path.join(site, 'src'));
    cpSync(path.join(FIRST_GARAGE, 'src/content'), path.join(site, 'src/content'), { recursive: true });
    rmSync(path.join(site, 'src/content/cleaning.yaml'));
    symlinkSync(path.join(FIRST_GARAGE, 'src/assets'), path.join(site, 'src/assets'));
    afterAll(() => rmSync(site, { recursive: true, force: true }));

    it('names, in home.yaml, the block and each offer that still lead to cleaning', () => {
      const { home } = readContent(FIRST_GARAGE);
      const block = home.serviceBlocks.find((b) => b.href === PATHS.cleaning)!;
      const [problem, ...others] = contentProblems(site);
      expect(others).toEqual([]);
      expect(problem).toContain('Données invalides dans src/content/home.yaml');
      expect(problem).toContain(
        `« ${block.title} » → href : le bloc mène à la page /services/nettoyage, qui n’existe pas : le garage ne propose pas de nettoyage (pas de fichier src/content/cleaning.yaml)`,
      );
      const cleaningOffers = home.offers.filter((o) => o.price?.kind === 'package');
      expect(cleaningOffers.length).toBeGreaterThan(0);
      for (const o of cleaningOffers)
        expect(problem).toContain(`« ${o.title} » → price : le garage ne propose pas de nettoyage`);
    });
  });
});

describe('the tests’ own garage with parts.yaml and vehicles.yaml taken away, as the verifier and the build read it', () => {
  const site = mkdtempSync(path.join(tmpdir(), 'sans-occasion-'));
  mkdirSync(path.join(site, 'src'));
  cpSync(path.join(FIRST_GARAGE, 'src/content'), path.join(site, 'src/content'), { recursive: true });
  rmSync(path.join(site, 'src/content/parts.yaml'));
  rmSync(path.join(site, 'src/content/vehicles.yaml'));
  symlinkSync(path.join(FIRST_GARAGE, 'src/assets'), path.join(site, 'src/assets'));
  afterAll(() => rmSync(site, { recursive: true, force: true }));

  it('names, in home.yaml, each block that still leads to their pages, with the file to bring back', () => {
    const { home } = readContent(FIRST_GARAGE);
    const title = (href: string) => home.serviceBlocks.find((b) => b.href === href)!.title;
    const [problem, ...others] = contentProblems(site);
    expect(others).toEqual([]);
    expect(problem).toContain(
      `« ${title(PATHS.usedParts)} » → href : le bloc mène à la page /services/pieces-occasion, qui n’existe pas : le garage ne propose pas de pièces d’occasion (pas de fichier src/content/parts.yaml)`,
    );
    expect(problem).toContain(
      `« ${title(PATHS.cars)} » → href : le bloc mène à la page /services/voiture-occasion, qui n’existe pas : le garage ne propose pas de voitures d’occasion (pas de fichier src/content/vehicles.yaml)`,
    );
  });
});

/** A French message's no-break spaces, written « ~ » here to be seen. */
const nb = (text: string) => text.replaceAll('~', '\u00a0');

describe('an offer naming an entry of the other list is told which kind to write', () => {
  const lists = {
    services: [{ id: 'vidange', title: 'Vidange' }],
    packages: [{ id: 'citadine', type: 'Citadine' }],
  };
  it.each<[string, 'service' | 'package', string, typeof lists.packages | undefined, string]>([
    [
      'a cleaning package under kind: service',
      'service',
      'citadine',
      lists.packages,
      '«~citadine~» est un forfait de nettoyage, pas une prestation de réparation~: écrivez kind: package',
    ],
    [
      'a repair service under kind: package',
      'package',
      'vidange',
      lists.packages,
      '«~vidange~» est une prestation de réparation, pas un forfait de nettoyage~: écrivez kind: service',
    ],
    [
      'a repair service under kind: package, in a garage without cleaning',
      'package',
      'vidange',
      undefined,
      '«~vidange~» est une prestation de réparation, pas un forfait de nettoyage~: écrivez kind: service',
    ],
    [
      'an id of neither list',
      'service',
      'freins',
      lists.packages,
      'aucune entrée d’identifiant « freins » dans les prestations de réparation : choisissez-lui un prix de la liste, ou « (Aucun) »',
    ],
  ])('%s', (_what, kind, id, packages, message) => {
    expect(offerPriceIssues({ offers: [offer(kind, id)], services: lists.services, packages })).toEqual([
      { file: 'home', path: ['offers', 0, 'price'], message: nb(message) },
    ]);
  });

  it('the tests’ own garage with its cleaning offer under kind: service, as the verifier reads it', () => {
    const site = mkdtempSync(path.join(tmpdir(), 'offre-citadine-'));
    try {
      mkdirSync(path.join(site, 'src'));
      cpSync(path.join(FIRST_GARAGE, 'src/content'), path.join(site, 'src/content'), { recursive: true });
      symlinkSync(path.join(FIRST_GARAGE, 'src/assets'), path.join(site, 'src/assets'));
      const file = path.join(site, 'src/content/home.yaml');
      const text = readFileSync(file, 'utf-8');
      expect(text.split('{ kind: package, id: citadine }')).toHaveLength(2);
      writeFileSync(file, text.replace('{ kind: package, id: citadine }', '{ kind: service, id: citadine }'));
      const offer = readContent(FIRST_GARAGE).home.offers.find((o) => o.price?.id === 'citadine')!;
      expect(contentProblems(site)).toEqual([
        nb(
          `Données invalides dans src/content/home.yaml :\n  src/content/home.yaml → « ${offer.title} » → price : «~citadine~» est un forfait de nettoyage, pas une prestation de réparation~: écrivez kind: package`,
        ),
      ]);
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });
});

describe('a review is not older than the garage (founded 20 July 1981)', () => {
  const WHERE = 'src/content/garage.yaml → founded';
  it.each<[string, { date?: string; experience?: string }, [string, string][]]>([
    [
      'a review of 14 March 1975 about a visit that month',
      { date: '1975-03-14', experience: '1975-03' },
      [
        [
          'date',
          'l’avis du 14 mars 1975 précède la création du garage (20 juillet 1981, src/content/garage.yaml → founded)~: corrigez sa date',
        ],
        [
          'experience',
          'la prestation de mars 1975 précède la création du garage (20 juillet 1981, src/content/garage.yaml → founded)~: corrigez son mois',
        ],
      ],
    ],
    [
      'a review of the day before the founding',
      { date: '1981-07-19', experience: '1981-07' },
      [
        [
          'date',
          'l’avis du 19 juillet 1981 précède la création du garage (20 juillet 1981, src/content/garage.yaml → founded)~: corrigez sa date',
        ],
      ],
    ],
    [
      'a review of the founding day, about a visit that month',
      { date: '1981-07-20', experience: '1981-07' },
      [],
    ],
    [
      'a recent review about a visit before the founding (a typo in the month)',
      { date: '2026-11-18', experience: '1926-11' },
      [
        [
          'experience',
          'la prestation de novembre 1926 précède la création du garage (20 juillet 1981, src/content/garage.yaml → founded)~: corrigez son mois',
        ],
      ],
    ],
    [
      'a visit in August before the founding: « d’août »',
      { experience: '1980-08' },
      [
        [
          'experience',
          'la prestation d’août 1980 précède la création du garage (20 juillet 1981, src/content/garage.yaml → founded)~: corrigez son mois',
        ],
      ],
    ],
    ['a sample review with no dates', {}, []],
  ])('%s', (_what, dates, expected) => {
    const issues = foundingIssues({ founded: '1981-07-20', reviews: [{}, dates] }, WHERE);
    expect(issues).toEqual(
      expected.map(([field, message]) => ({
        file: 'reviews',
        path: ['reviews', 1, field],
        message: nb(message),
      })),
    );
  });

  it('a garage founded on the 1st: « 1er juillet »', () => {
    const [issue] = foundingIssues({ founded: '1981-07-01', reviews: [{ date: '1981-06-30' }] }, WHERE);
    expect(issue?.message).toBe(
      nb(
        'l’avis du 30 juin 1981 précède la création du garage (1er juillet 1981, src/content/garage.yaml → founded)~: corrigez sa date',
      ),
    );
  });

  describe('the tests’ own garage with a review dated 14 March 1975, as the verifier and the build read it', () => {
    const site = mkdtempSync(path.join(tmpdir(), 'avis-1975-'));
    mkdirSync(path.join(site, 'src'));
    cpSync(path.join(FIRST_GARAGE, 'src/content'), path.join(site, 'src/content'), { recursive: true });
    symlinkSync(path.join(FIRST_GARAGE, 'src/assets'), path.join(site, 'src/assets'));
    afterAll(() => rmSync(site, { recursive: true, force: true }));

    it('names the review and the field in reviews.yaml', () => {
      const file = path.join(site, 'src/content/reviews.yaml');
      const text = readFileSync(file, 'utf-8');
      const from = 'date: 2026-11-18\n    experience: 2026-11';
      expect(text).toContain(from);
      writeFileSync(file, text.replace(from, 'date: 1975-03-14\n    experience: 1975-03'));
      expect(contentProblems(site)).toEqual([
        nb(
          [
            'Données invalides dans src/content/reviews.yaml :',
            '  src/content/reviews.yaml → « Sophie L. » → date : l’avis du 14 mars 1975 précède la création du garage (20 juillet 1981, src/content/garage.yaml → founded)~: corrigez sa date',
            '  src/content/reviews.yaml → « Sophie L. » → experience : la prestation de mars 1975 précède la création du garage (20 juillet 1981, src/content/garage.yaml → founded)~: corrigez son mois',
          ].join('\n'),
        ),
      ]);
    });
  });
});
