import { describe, expect, it } from 'vitest';
import { typographyFaults } from './typography';

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
