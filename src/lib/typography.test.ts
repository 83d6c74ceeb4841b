import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { frenchSpacing, typographyFaults, withFrenchSpacing } from './typography';

const nb = '\u00a0';
const nnb = '\u202f';

describe('typographyFaults', () => {
  it.each([
    [`Horaires${nb}: lundi`, 0],
    [`Une autre intervention${nnb}?`, 0],
    [`Bienvenue${nb}!`, 0],
    [`79${nb}€ TTC`, 0],
    ['Horaires : lundi', 1],
    ['Une autre intervention ?', 1],
    ['Une autre intervention?', 1],
    ['aller ; venir', 1],
    ['79 € TTC', 1],
    ['À partir de\n79\n€', 1],
    ['franchise :\nun diagnostic', 1],
    ['Voir https://www.example.fr/page?x=1 pour le détail', 0],
    ['Écrivez à contact@garage.fr ou appelez', 0],
    ['De 08:00 à 12:00', 0],
    ['Ouvert de 8 h 00 à 12 h 00', 0],
    ['Fondé en 1981. Plus de 2 000 clients.', 0],
    ['', 0],
  ])('%j has %i fault(s)', (text, count) => {
    expect(typographyFaults(text)).toHaveLength(count);
  });

  it('shows each fault in its context', () => {
    expect(typographyFaults('Une question ? Appelez-nous')).toEqual(['« Une question ? Appelez-nous »']);
  });
});

describe('frenchSpacing', () => {
  it.each([
    ['Horaires : lundi', `Horaires${nb}: lundi`],
    ['Horaires: lundi', `Horaires${nb}: lundi`],
    ['Une question ? Appelez-nous !', `Une question${nnb}? Appelez-nous${nnb}!`],
    ['Une question?', `Une question${nnb}?`],
    ['aller ; venir', `aller${nnb}; venir`],
    ['79 € TTC', `79${nb}€ TTC`],
    ['79€ TTC', `79${nb}€ TTC`],
    ['À partir de\n79\n€', `À partir de\n79${nb}€`],
    ['le « forfait confort » compris', `le «${nb}forfait confort${nb}» compris`],
    ['le «forfait»', `le «${nb}forfait${nb}»`],
    [`Déjà juste${nb}: rien ne change${nnb}!`, `Déjà juste${nb}: rien ne change${nnb}!`],
    [
      'Voir https://www.example.fr/page?x=1 : le détail',
      `Voir https://www.example.fr/page?x=1${nb}: le détail`,
    ],
    ['Écrivez à contact@garage.fr ou appelez', 'Écrivez à contact@garage.fr ou appelez'],
    ['De 08:00 à 12:00', 'De 08:00 à 12:00'],
    ['', ''],
  ])('%j is printed %j', (text, printed) => {
    expect(frenchSpacing(text)).toBe(printed);
  });

  // Whatever the owner types (letters, digits, spaces and line breaks, the signs, addresses and
  // times), what the site prints passes the build's typography check, and setting it twice changes
  // nothing more.
  const piece = fc.constantFrom(
    'a',
    'é',
    'Z',
    '7',
    ' ',
    '  ',
    '\n',
    ':',
    ';',
    '!',
    '?',
    '€',
    '«',
    '»',
    '\u00a0',
    '\u202f',
    '.',
    ',',
    '-',
    '08:00',
    'www.x.fr',
    'https://x.fr/a?b=1',
    'c@d.fr',
    'mailto:c@d.fr',
  );
  const typed = fc.array(piece, { maxLength: 24 }).map((pieces) => pieces.join(''));

  it('prints any typed text with no fault the build test would find', () => {
    fc.assert(
      fc.property(typed, (text) => {
        expect(typographyFaults(frenchSpacing(text))).toEqual([]);
      }),
      { seed: 49, numRuns: 2000 },
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(typed, (text) => {
        expect(frenchSpacing(frenchSpacing(text))).toBe(frenchSpacing(text));
      }),
      { seed: 49, numRuns: 2000 },
    );
  });

  it('walks the strings of a data file and keeps every other value', () => {
    const date = new Date(0);
    const data = { title: 'Prix : 12 €', amount: 12, tags: ['Vite !', 3], when: date, none: null };
    expect(withFrenchSpacing(data)).toEqual({
      title: `Prix${nb}: 12${nb}€`,
      amount: 12,
      tags: [`Vite${nnb}!`, 3],
      when: date,
      none: null,
    });
    expect(withFrenchSpacing(data).when).toBe(date);
  });
});
