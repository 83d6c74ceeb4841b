import { describe, expect, it } from 'vitest';
import { FIRST_GARAGE, SAMPLE_CAR, loadSiteData } from '#tests/support/content.ts';
import { siteRegistry, type SiteData } from './pages';
import { hoursLines, llmsTxt } from './llms-txt';

const data: SiteData = loadSiteData(FIRST_GARAGE);
const pages = siteRegistry(loadSiteData(FIRST_GARAGE));
const site = data.garage.siteUrl;
const TODAY = '2026-11-22';
const text = llmsTxt(data, pages, TODAY);

describe('llms.txt', () => {
  it('opens with the garage’s name as its only H1, then a one-paragraph summary', () => {
    expect(text.startsWith(`# ${data.garage.name}\n\n> `)).toBe(true);
    expect(text.match(/^# /gm)).toHaveLength(1);
  });

  it.each([
    ['the address', '14 impasse des Ateliers, 69009 Lyon (Lyon 9ᵉ), France'],
    ['the phone', '04 65 71 23 81 (depuis l’étranger : +33 4 65 71 23 81)'],
    ['the e-mail', '[contact@garage-precision-vaise.fr](mailto:contact@garage-precision-vaise.fr)'],
    ['the hours with the lunch break', 'Du lundi au vendredi : 8 h 00 – 12 h 00 et 14 h 00 – 18 h 00'],
    ['the closed days', 'Samedi et dimanche : fermé'],
    ['the public holidays', 'Fermé les jours fériés.'],
    ['how to book online', `[réserver un créneau](${site}/reservation)`],
    ['the booking calendar', data.garage.booking.url],
    ['the repair page', `[Réparation et maintenance](${site}/services/reparation-maintenance)`],
    ['the towns served', 'Lyon 9ᵉ, Lyon, Écully'],
  ])('gives %s', (_, expected) => expect(text).toContain(expected));

  it.each([
    ['Révision et Vidange : à partir de 79 € TTC'],
    ['Courroie de distribution : à partir de 549,90 € TTC'],
    ['Disques et plaquettes de frein : à partir de 239,90 € TTC'],
    ['Amortisseurs : à partir de 289 € TTC la paire avant ; à partir de 249 € TTC la paire arrière'],
    ['Vanne EGR : sur devis'],
    ['Filtre d’habitacle : à partir de 39 € TTC (Remplacement conseillé environ tous les 15 000 km)'],
    ['Calibration ADAS (caméra et radar) : à partir de 250 € TTC'],
    ['Forfait intérieur Citadine : 50 € TTC'],
    ['Forfait intérieur 7 places : 70 € TTC'],
    ['Supplément si le véhicule est très sale : 10 € TTC'],
    [
      'Main-d’œuvre : Mécanique et entretien 72 € TTC de l’heure ; Diagnostic et électricité 84 € TTC de l’heure ; Carrosserie 78 € TTC de l’heure',
    ],
    ['Temps facturé : selon le barème de temps du constructeur, consultable au garage sur simple demande.'],
  ])('lists « %s »', (line) => expect(text).toContain(`\n- ${line}\n`));

  it('says whether a quote is free, with the repair prices', () => {
    expect(text).toContain(
      'Prix TTC, « à partir de ». Devis gratuit, remis par écrit avant toute intervention.',
    );
  });

  it('lists every repair service once', () => {
    for (const s of data.repairs.services) expect(text.split(`\n- ${s.title} : `)).toHaveLength(2);
  });

  it('uses plain spaces only, so programs can search it', () => {
    expect(text).not.toMatch(/[\u00a0\u202f]/);
  });

  it('follows a price change in repairs.yaml', () => {
    const changed: SiteData = {
      ...data,
      repairs: {
        ...data.repairs,
        services: data.repairs.services.map((s) =>
          s.title === 'Courroie de distribution' ? { ...s, price: { kind: 'from', amount: 579.5 } } : s,
        ),
      },
    };
    const changedText = llmsTxt(changed, pages, TODAY);
    expect(changedText).toContain('- Courroie de distribution : à partir de 579,50 € TTC\n');
    expect(changedText).not.toContain('549,90');
  });

  it.each([
    ['a closure to come', { from: '2027-08-02', to: '2027-08-20', message: 'Congés d’été' }, true],
    ['a one-day closure', { from: '2026-12-24', to: '2026-12-24' }, true],
    ['a past closure', { from: '2026-08-03', to: '2026-08-21' }, false],
  ])('announces %s only if it is not over', (_, closure, shown) => {
    const withClosure = llmsTxt({ ...data, hours: { ...data.hours, closures: [closure] } }, pages, TODAY);
    expect(withClosure.includes('Fermeture exceptionnelle')).toBe(shown);
  });

  it('words closures with their dates', () => {
    const closures = [{ from: '2027-08-02', to: '2027-08-20', message: 'Congés d’été' }];
    expect(llmsTxt({ ...data, hours: { ...data.hours, closures } }, pages, TODAY)).toContain(
      '- Fermeture exceptionnelle du lundi 2 août 2027 au vendredi 20 août 2027 : Congés d’été\n',
    );
  });
});

describe('the pages llms.txt lists, from the page registry', () => {
  const section = (from: string, to?: string) =>
    text.slice(text.indexOf(from), to ? text.indexOf(to) : undefined);

  it('lists the finished pages with their description, and the legal ones as optional', () => {
    const listed = section('## Pages', '## Optional');
    expect(listed).toContain(`- [Accueil](${site}/) : Garage indépendant à Lyon 9ᵉ depuis 1981`);
    expect(listed).toContain(`- [Réservation](${site}/reservation) : Réservez en ligne`);
    expect(listed).not.toContain('/mentions-legales');
    expect(section('## Optional')).toContain(`- [Mentions légales](${site}/mentions-legales) : `);
  });

  it('leaves out the unfinished pages and the 404 page', () => {
    for (const path of ['/services/pieces-occasion', '/services/voiture-occasion', '/404'])
      expect(text).not.toContain(`${site}${path})`);
  });

  it('lists the used cars and each car for sale once some are listed, never a sold one', () => {
    const car = SAMPLE_CAR;
    const vehicles = [car, { ...car, model: 'Polo', sold: true }];
    const withCars = llmsTxt(data, siteRegistry({ ...loadSiteData(FIRST_GARAGE), vehicles }), TODAY);
    expect(withCars).toContain(`- [Voitures d’occasion](${site}/services/voiture-occasion) : 1 voiture`);
    expect(withCars).toContain(
      `- [Volkswagen Golf 2017](${site}/services/voiture-occasion/volkswagen-golf-1-6-tdi-115-confortline-2017) : `,
    );
    expect(withCars).not.toContain('Polo');
  });

  it('says nothing of cleaning when the garage offers none (no cleaning.yaml)', () => {
    const without = { ...loadSiteData(FIRST_GARAGE), cleaning: undefined };
    const other = llmsTxt(without, siteRegistry(without), TODAY);
    expect(other).not.toMatch(/nettoyage/i);
    expect(other).toContain(`## ${data.repairs.heading} : tarifs`);
  });
});

describe('hoursLines', () => {
  const day = (d: string, ranges: { open: string; close: string }[]) => ({ day: d, ranges }) as const;
  const am = { open: '08:00', close: '12:00' };
  const pm = { open: '14:00', close: '18:00' };
  it.each([
    [
      'Monday to Saturday alike, Sunday closed',
      [
        ...['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'].map((d) => day(d, [am])),
        day('dimanche', []),
      ],
      ['Du lundi au samedi : 8 h 00 – 12 h 00', 'Dimanche : fermé'],
    ],
    [
      'a different Wednesday',
      [day('lundi', [am, pm]), day('mardi', [am, pm]), day('mercredi', [am]), day('jeudi', [am, pm])],
      [
        'Lundi et mardi : 8 h 00 – 12 h 00 et 14 h 00 – 18 h 00',
        'Mercredi : 8 h 00 – 12 h 00',
        'Jeudi : 8 h 00 – 12 h 00 et 14 h 00 – 18 h 00',
      ],
    ],
  ])('groups consecutive days: %s', (_, week, expected) => {
    expect(hoursLines(week as Parameters<typeof hoursLines>[0])).toEqual(expected);
  });
});
