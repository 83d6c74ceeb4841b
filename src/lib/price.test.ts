import { describe, expect, it } from 'vitest';
import type { Price } from '../content/schemas';
import { formatEuros, priceLines, priceText } from './price';

const nb = '\u00a0';
const nnb = '\u202f';

describe('formatEuros', () => {
  it.each([
    [79, `79${nb}€`],
    [549.9, `549,90${nb}€`],
    [239.9, `239,90${nb}€`],
    [24, `24${nb}€`],
    [0.5, `0,50${nb}€`],
    [1250, `1${nnb}250${nb}€`],
    [12.05, `12,05${nb}€`],
  ])('%d → %j', (amount, expected) => expect(formatEuros(amount)).toBe(expected));
});

describe('priceLines and priceText', () => {
  it.each<[Price, string]>([
    [{ kind: 'from', amount: 79 }, `À partir de 79${nb}€ TTC`],
    [{ kind: 'from', amount: 549.9 }, `À partir de 549,90${nb}€ TTC`],
    [{ kind: 'quote' }, 'Sur devis'],
    [
      {
        kind: 'variants',
        variants: [
          { label: 'la paire avant', amount: 289 },
          { label: 'la paire arrière', amount: 249 },
        ],
      },
      `À partir de 289${nb}€ TTC la paire avant, À partir de 249${nb}€ TTC la paire arrière`,
    ],
  ])('%j reads %j', (price, expected) => expect(priceText(price)).toBe(expected));

  it('marks quote-only prices as not "from"', () =>
    expect(priceLines({ kind: 'quote' })).toEqual([{ text: 'Sur devis', from: false }]));
  it('keeps the label of each pair price', () =>
    expect(
      priceLines({
        kind: 'variants',
        variants: [
          { label: 'avant', amount: 289 },
          { label: 'arrière', amount: 249 },
        ],
      }).map((l) => l.label),
    ).toEqual(['avant', 'arrière']));
});
