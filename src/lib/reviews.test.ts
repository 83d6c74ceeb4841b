import { describe, expect, it } from 'vitest';
import type { Review, ReviewPolicy } from '#schemas/index.ts';
import { formatFullDateFr, formatMonthFr, reviewsInOrder, reviewsNotice } from './reviews';

const nb = '\u00a0';
const review = (name: string, date?: string, experience?: string): Review => ({
  review: `Avis de ${name}`,
  name,
  ...(date ? { date } : {}),
  ...(experience ? { experience } : {}),
});
const policy: ReviewPolicy = {
  source: 'au garage et sur notre fiche Google',
  check: 'Rapproché d’une facture.',
  publicationDelay: 'sept jours au plus',
  keptFor: 'deux ans',
  refusalReasons: ['propos injurieux'],
  authorTold: 'par e-mail',
};

describe('review dates in French', () => {
  it.each([
    ['2026-09', 'septembre 2026'],
    ['2027-01', 'janvier 2027'],
    ['2026-12', 'décembre 2026'],
  ])('the month %s reads %j', (month, expected) => expect(formatMonthFr(month)).toBe(expected));

  it.each([
    ['2026-10-14', '14 octobre 2026'],
    ['2026-10-01', '1ᵉʳ octobre 2026'],
  ])('the day %s reads %j', (day, expected) => expect(formatFullDateFr(day)).toBe(expected));
});

describe('the order of the reviews and the line that states it', () => {
  const dated = [
    review('A', '2026-03-02', '2026-03'),
    review('B', '2026-10-14', '2026-09'),
    review('C', '2026-06-30', '2026-06'),
  ];

  it('dated reviews are shown newest first, and the line says so', () => {
    expect(reviewsInOrder(dated).map((r) => r.name)).toEqual(['B', 'C', 'A']);
    expect(reviewsNotice(policy, dated)).toBe(
      `Avis recueillis au garage et sur notre fiche Google, vérifiés par le garage, affichés du plus récent au plus ancien${nb}; aucune contrepartie.`,
    );
  });

  it('samples without dates keep the file’s order, and the line does not claim another', () => {
    const samples = [review('A'), review('B', '2026-10-14', '2026-09'), review('C')];
    expect(reviewsInOrder(samples).map((r) => r.name)).toEqual(['A', 'B', 'C']);
    expect(reviewsNotice(policy, samples)).toContain('affichés dans l’ordre choisi par le garage');
  });

  it.each<[string, Partial<ReviewPolicy>, string]>([
    ['no check', { check: undefined }, ', non vérifiés,'],
    ['a blank check', { check: '  ' }, ', non vérifiés,'],
    [
      'a reward',
      { reward: 'un bon de 5 € sur le prochain nettoyage' },
      `${nb}; contrepartie${nb}: un bon de 5 € sur le prochain nettoyage.`,
    ],
  ])('%s: the line says %j', (_, change, expected) =>
    expect(reviewsNotice({ ...policy, ...change }, dated)).toContain(expected),
  );
});
