/**
 * What the law asks of the garage's price display and reviews, checked on the built site (dist/),
 * one check per obligation, each naming its text: the hourly labour rates TTC, how time is counted
 * and what each package includes (arrêté du 27 mars 1987 relatif à la publicité des prix des
 * prestations d'entretien et de réparation de véhicules); the quote policy wherever quotes are
 * mentioned (Code de la consommation, L112-1); each review dated with the month of its experience, the line near the reviews and
 * the section it links to (Code de la consommation, L111-7-2, D111-17 to D111-19). The mediator
 * and the other legal mentions are checked by tests/e2e/legal-notice.test.ts.
 * Run after the build: `npm run build && npm run test:build`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readContent, readContentFile, readTradeFile } from '#data/reader.ts';
import { PATHS } from '#lib/pages.ts';
import { countingText, quoteText, rateText } from '#lib/price-law.ts';
import { REVIEWS_POLICY_ID, formatFullDateFr, formatMonthFr } from '#lib/reviews.ts';

const DIST = path.resolve('dist');
/** The built page at `route`, parsed. */
const page = (route: string) =>
  new DOMParser().parseFromString(readFileSync(path.join(DIST, route, 'index.html'), 'utf-8'), 'text/html');
/** The text of `node` with its spaces made plain and collapsed. */
const text = (node: Element | null | undefined) =>
  (node?.textContent ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim();
const plain = (s: string) => s.replace(/[\s\u00a0\u202f]+/g, ' ').trim();

const { repairs } = readContent();
/** The cleaning packages, when the garage offers cleaning. */
const cleaning = readTradeFile('cleaning');
const reviews = readContentFile('reviews');
const repairsPage = page(PATHS.repairs);

describe('arrêté du 27 mars 1987 (prix des prestations d’entretien et de réparation de véhicules)', () => {
  // Before the list of services: what a phone shows within its first screens.
  const summary = repairsPage.querySelector('section[aria-labelledby="tarifs"]');
  const posted = repairsPage.querySelector('[aria-labelledby="main-oeuvre"]');

  it('art. 1: the hourly labour rates TTC, each with its kind of work, head the repair prices', () => {
    expect(posted?.closest('section')).toBe(summary);
    expect(posted?.compareDocumentPosition(summary!.querySelector('dl')!)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    const rows = [...posted!.querySelectorAll('li')].map(text);
    expect(rows).toEqual(repairs.labour.rates.map((r) => plain(`${r.work} : ${rateText(r.rate)}`)));
    for (const row of rows) expect(row).toMatch(/ : \d+(,\d\d)? € TTC de l’heure$/);
  });

  it('art. 2: how labour time is counted (time spent, or the manufacturer’s schedule on request)', () => {
    expect(text(posted)).toContain(plain(countingText(repairs.labour)));
  });

  it('the detailed list of what each package includes is kept available, beside its price, in a disclosure', () => {
    const lists = [
      ...repairs.services.map((s) => ({ route: PATHS.repairs, name: s.title, items: s.includes })),
      ...(cleaning?.packages ?? []).map((p) => ({
        route: PATHS.cleaning,
        name: p.type,
        items: p.includes,
      })),
    ].filter((l) => l.items?.length);
    expect(lists.length).toBeGreaterThan(0);
    for (const { route, name, items } of lists) {
      const disclosure = [...page(route).querySelectorAll('details')].find((d) =>
        text(d.querySelector('summary')).endsWith(plain(name)),
      );
      expect(disclosure, name).toBeDefined();
      expect([...disclosure!.querySelectorAll('li')].map(text), name).toEqual(items!.map(plain));
    }
  });
});

describe('Code de la consommation, L112-1 (prix et conditions d’exécution des services, dits avant)', () => {
  it.each([PATHS.repairs, PATHS.booking, PATHS.contact, PATHS.legalNotice])(
    'whether a written quote is free or paid, and its price, is said where quotes are mentioned: %s',
    (route) => {
      expect(text(page(route).querySelector('main'))).toContain(plain(quoteText(repairs.quote)));
    },
  );
});

describe('Code de la consommation, L111-7-2 and D111-16 to D111-19 (avis en ligne)', () => {
  const home = page('');
  const carousel = home.querySelector('section[aria-labelledby="avis-clients"]');
  const legal = page(PATHS.legalNotice);

  it('D111-17 1° b: each review shown carries its date and the month of its experience (required once not samples)', () => {
    const dated = reviews.reviews.filter((r) => r.date && r.experience);
    if (!reviews.sample) expect(dated).toHaveLength(reviews.reviews.length);
    const cards = [...carousel!.querySelectorAll('figure')];
    expect(cards).toHaveLength(reviews.reviews.length);
    for (const review of dated) {
      const card = cards.find((c) => text(c.querySelector('blockquote')).includes(plain(review.review)));
      const caption = text(card?.querySelector('figcaption'));
      expect(caption, review.name).toContain(`Avis du ${formatFullDateFr(review.date!)}`);
      expect(caption, review.name).toContain(`prestation de ${formatMonthFr(review.experience!)}`);
    }
  });

  it('D111-17 1° a and c: near the reviews, whether they are checked and the order they are shown in, linked to the section', () => {
    const line = [...carousel!.querySelectorAll('p')].find((p) => text(p).startsWith('Avis recueillis'));
    expect(text(line)).toMatch(/, (vérifiés par le garage|non vérifiés), affichés /);
    const link = line?.querySelector('a');
    expect(link?.getAttribute('href')).toBe(`${PATHS.legalNotice}#${REVIEWS_POLICY_ID}`);
    expect(legal.getElementById(REVIEWS_POLICY_ID)?.tagName).toBe('H2');
  });

  it('D111-17 2°, D111-18, D111-19: the section says the source, the check, the reward, the delays, the refusal reasons and that the author is told', () => {
    const section: string[] = [];
    for (
      let node = legal.getElementById(REVIEWS_POLICY_ID)?.nextElementSibling;
      node && node.tagName !== 'H2';
      node = node.nextElementSibling
    )
      section.push(text(node));
    const said = section.join(' ');
    const { policy } = reviews;
    expect(said).toContain(plain(policy.source));
    expect(said).toContain(policy.check ? plain(policy.check) : 'aucun contrôle');
    expect(said).toContain(policy.reward ? plain(policy.reward) : 'Aucune contrepartie');
    for (const line of [
      policy.publicationDelay,
      policy.keptFor,
      ...policy.refusalReasons,
      policy.authorTold,
    ]) {
      expect(said).toContain(plain(line));
    }
  });
});
