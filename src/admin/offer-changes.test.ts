/* eslint-disable @typescript-eslint/no-explicit-any -- each case edits one price list as the owner would */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CORE_SCHEMA, load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { offerChangeSentence, offerChanges, offerQuestion, savedOfferChanges } from './offer-changes';
import { checkSave, readRepositoryFile, type RepositoryTexts } from './save-check';
import { FIRST_GARAGE } from '#tests/support/content.ts';

/** A data file's text in the repository (the tests' own garage's). */
const text = (file: string) => readFileSync(path.join(FIRST_GARAGE, `src/content/${file}.yaml`), 'utf-8');
/** A file as the repository has it, read as the save check reads it. */
const data = (file: 'home' | 'repairs' | 'cleaning') => {
  const read = readRepositoryFile(file, text(file));
  if (!('data' in read)) throw read.error;
  return read.data as Record<string, any>;
};
const REPOSITORY: RepositoryTexts = {
  home: text('home'),
  repairs: text('repairs'),
  cleaning: text('cleaning'),
};
const TODAY = '2026-12-07';
const entry = (list: any[], id: string) => list.find((e) => e.id === id);

/** « L’offre « Kit de distribution » affichera « … » au lieu de « … ». », with its no-break spaces. */
const sentence = (offer: string, after: string, before: string) =>
  `L’offre «\u00a0${offer}\u00a0» affichera «\u00a0${after}\u00a0» au lieu de «\u00a0${before}\u00a0».`;
const BELT_BEFORE = 'Courroie de distribution\u00a0: à partir de 549,90\u00a0€ TTC';

describe('a save of a price list says what the offers that show its entries will show', () => {
  it.each<[string, 'repairs' | 'cleaning', (d: Record<string, any>) => void, string[]]>([
    [
      'the belt repurposed as front shock absorbers at 320 €',
      'repairs',
      (d) =>
        Object.assign(entry(d['services'], 'courroie-distribution'), {
          title: 'Amortisseurs avant',
          price: { kind: 'from', amount: 320 },
        }),
      [sentence('Kit de distribution', 'Amortisseurs avant\u00a0: à partir de 320\u00a0€ TTC', BELT_BEFORE)],
    ],
    [
      'the belt renamed a little (same service)',
      'repairs',
      (d) => (entry(d['services'], 'courroie-distribution').title = 'Courroie de distribution (kit)'),
      [
        sentence(
          'Kit de distribution',
          'Courroie de distribution (kit)\u00a0: à partir de 549,90\u00a0€ TTC',
          BELT_BEFORE,
        ),
      ],
    ],
    [
      'the belt repriced',
      'repairs',
      (d) => (entry(d['services'], 'courroie-distribution').price.amount = 559.9),
      [
        sentence(
          'Kit de distribution',
          'Courroie de distribution\u00a0: à partir de 559,90\u00a0€ TTC',
          BELT_BEFORE,
        ),
      ],
    ],
    [
      'the belt on quote',
      'repairs',
      (d) => (entry(d['services'], 'courroie-distribution').price = { kind: 'quote' }),
      [sentence('Kit de distribution', 'Courroie de distribution\u00a0: sur devis', BELT_BEFORE)],
    ],
    [
      'the belt at 1 200 € (a thousands separator)',
      'repairs',
      (d) => (entry(d['services'], 'courroie-distribution').price.amount = 1200),
      [
        sentence(
          'Kit de distribution',
          'Courroie de distribution\u00a0: à partir de 1\u202f200\u00a0€ TTC',
          BELT_BEFORE,
        ),
      ],
    ],
    [
      'two services two offers show, repriced',
      'repairs',
      (d) => {
        entry(d['services'], 'courroie-distribution').price.amount = 559.9;
        entry(d['services'], 'disques-plaquettes').price.amount = 249.9;
      },
      [
        sentence(
          'Remplacement des disques de frein',
          'Disques et plaquettes de frein\u00a0: à partir de 249,90\u00a0€ TTC',
          'Disques et plaquettes de frein\u00a0: à partir de 239,90\u00a0€ TTC',
        ),
        sentence(
          'Kit de distribution',
          'Courroie de distribution\u00a0: à partir de 559,90\u00a0€ TTC',
          BELT_BEFORE,
        ),
      ],
    ],
    [
      'the citadine package repriced',
      'cleaning',
      (d) => (entry(d['packages'], 'citadine').price = 55),
      [
        sentence(
          'Lavage intérieur',
          'Forfait Citadine\u00a0: à partir de 55\u00a0€ TTC',
          'Forfait Citadine\u00a0: à partir de 50\u00a0€ TTC',
        ),
      ],
    ],
    [
      'the citadine package renamed',
      'cleaning',
      (d) => (entry(d['packages'], 'citadine').type = 'Petite citadine'),
      [
        sentence(
          'Lavage intérieur',
          'Forfait Petite citadine\u00a0: à partir de 50\u00a0€ TTC',
          'Forfait Citadine\u00a0: à partir de 50\u00a0€ TTC',
        ),
      ],
    ],
    [
      'a price no offer shows (the clutch)',
      'repairs',
      (d) => (entry(d['services'], 'embrayage').price.amount = 529),
      [],
    ],
    ['a package no offer shows', 'cleaning', (d) => (entry(d['packages'], '7-places').price = 75), []],
    [
      'the belt’s description only',
      'repairs',
      (d) => (entry(d['services'], 'courroie-distribution').description = 'Le kit complet.'),
      [],
    ],
    [
      'the belt in several prices whose lowest is its price (the offer prints the same)',
      'repairs',
      (d) =>
        (entry(d['services'], 'courroie-distribution').price = {
          kind: 'variants',
          variants: [
            { label: 'essence', amount: 549.9 },
            { label: 'diesel', amount: 629 },
          ],
        }),
      [],
    ],
    ['the services reordered', 'repairs', (d) => d['services'].reverse(), []],
    [
      'the belt deleted (the save check refuses it: not said here)',
      'repairs',
      (d) => d['services'].splice(d['services'].indexOf(entry(d['services'], 'courroie-distribution')), 1),
      [],
    ],
  ])('%s', (_, file, change, expected) => {
    const after = structuredClone(data(file));
    change(after);
    expect(offerChanges(data('home') as any, data(file), after, TODAY).map(offerChangeSentence)).toEqual(
      expected,
    );
  });

  it.each([
    ['an offer past its last day', '2026-12-06', []],
    ['an offer on its last day', '2026-12-07', ['Kit de distribution']],
  ])('%s is said only while it runs', (_, until, offers) => {
    const home = data('home');
    home['offers'].find((o: any) => o.price?.id === 'courroie-distribution').until = until;
    const after = structuredClone(data('repairs'));
    entry(after['services'], 'courroie-distribution').price.amount = 559.9;
    expect(offerChanges(home as any, data('repairs'), after, TODAY).map((c) => c.offer)).toEqual(offers);
  });
});

describe('the editor asks before such a save', () => {
  const change = (offer: string) => ({
    offer,
    before: { name: 'Courroie de distribution', price: 'À partir de 549,90\u00a0€ TTC' },
    after: { name: 'Amortisseurs avant', price: 'À partir de 320\u00a0€ TTC' },
  });

  it('one offer: which, what it will show, and how to keep its price', () => {
    expect(offerQuestion([change('Kit de distribution')])).toEqual({
      title: 'Changer l’offre «\u00a0Kit de distribution\u00a0» de la page d’accueil\u00a0?',
      text:
        `${sentence('Kit de distribution', 'Amortisseurs avant\u00a0: à partir de 320\u00a0€ TTC', BELT_BEFORE)}\n` +
        'Pour qu’elle garde son prix, annulez, puis choisissez-lui un autre prix dans Page d’accueil → Offres du moment.',
      confirm: 'Enregistrer quand même',
      cancel: 'Annuler',
    });
  });

  it('several offers: one line each', () => {
    const question = offerQuestion([change('Kit de distribution'), change('Kit complet')]);
    expect(question?.title).toBe('Changer 2 offres de la page d’accueil\u00a0?');
    expect(question?.text.split('\n')).toHaveLength(3);
    expect(question?.text).toMatch(/Pour qu’elles gardent leur prix, annulez/);
  });

  it('no offer changed: nothing asked', () => {
    expect(offerQuestion([])).toBeUndefined();
  });
});

describe('from the save check’s data and the repository’s texts', () => {
  /** repairs.yaml as the editor holds it, with the number typed as the owner types it. */
  const saved = (amount: string, title?: string) => {
    const repairs = load(text('repairs'), { schema: CORE_SCHEMA }) as Record<string, any>;
    const belt = entry(repairs['services'], 'courroie-distribution');
    belt.price.amount = amount;
    if (title) belt.title = title;
    const verdict = checkSave('repairs', repairs, REPOSITORY);
    if (!verdict.ok) throw new Error(verdict.message);
    return verdict.data;
  };

  it('the belt turned into front shock absorbers at « 320 »', () => {
    expect(
      savedOfferChanges('repairs', saved('320', 'Amortisseurs avant'), REPOSITORY, TODAY).map(
        offerChangeSentence,
      ),
    ).toEqual([
      sentence('Kit de distribution', 'Amortisseurs avant\u00a0: à partir de 320\u00a0€ TTC', BELT_BEFORE),
    ]);
  });

  it.each<[string, RepositoryTexts, 'repairs' | 'home']>([
    ['the same price typed « 549,90 »', REPOSITORY, 'repairs'],
    ['the repository’s home page unreadable', { ...REPOSITORY, home: 'offers: [' }, 'repairs'],
    ['a save of another file', REPOSITORY, 'home'],
  ])('nothing to say: %s', (_, repository, file) => {
    expect(savedOfferChanges(file, saved('549,90'), repository, TODAY)).toEqual([]);
  });
});
