import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PATHS } from '#schemas/paths.ts';
import { linkIssues, offerPriceIssues } from './references';
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
