import { describe, expect, it } from 'vitest';
import type { Price } from '#schemas/index.ts';
import { fixedPriceLine, formatEuros, lineText, offerPriceLine, priceLines, priceText } from './price';

const nb = '\u00a0';
const nnb = '\u202f';

const pairs: Price = {
  kind: 'variants',
  variants: [
    { label: 'la paire avant', amount: 289 },
    { label: 'la paire arrière', amount: 249 },
  ],
};

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

describe('priceText', () => {
  it.each<[string, Price, string]>([
    ['an integer', { kind: 'from', amount: 79 }, `À partir de 79${nb}€ TTC`],
    ['a decimal', { kind: 'from', amount: 549.9 }, `À partir de 549,90${nb}€ TTC`],
    ['a quote-only service', { kind: 'quote' }, 'Sur devis'],
    [
      'pair prices',
      pairs,
      `À partir de 289${nb}€ TTC la paire avant, À partir de 249${nb}€ TTC la paire arrière`,
    ],
  ])('%s reads %j', (_, price, expected) => expect(priceText(price)).toBe(expected));
});

describe('priceLines', () => {
  it.each<[string, Price, ReturnType<typeof priceLines>]>([
    ['an integer', { kind: 'from', amount: 79 }, [{ text: `79${nb}€`, from: true, quote: false }]],
    ['a decimal', { kind: 'from', amount: 239.9 }, [{ text: `239,90${nb}€`, from: true, quote: false }]],
    ['a quote-only service', { kind: 'quote' }, [{ text: 'Sur devis', from: false, quote: true }]],
    [
      'pair prices',
      pairs,
      [
        { label: 'la paire avant', text: `289${nb}€`, from: true, quote: false },
        { label: 'la paire arrière', text: `249${nb}€`, from: true, quote: false },
      ],
    ],
  ])('%s gives one line per amount', (_, price, expected) => expect(priceLines(price)).toEqual(expected));
});

describe('lineText', () => {
  it.each([
    ['a starting price', priceLines({ kind: 'from', amount: 549.9 })[0]!, `À partir de 549,90${nb}€ TTC`],
    ['a fixed price', fixedPriceLine(50), `50${nb}€ TTC`],
    ['a fixed decimal price', fixedPriceLine(10.5), `10,50${nb}€ TTC`],
    ['a quote', priceLines({ kind: 'quote' })[0]!, 'Sur devis'],
    ['one of pair prices, without its label', priceLines(pairs)[1]!, `À partir de 249${nb}€ TTC`],
  ])('%s reads %j', (_, line, expected) => expect(lineText(line)).toBe(expected));
});

describe('the price an offer shows, taken from the price list that holds it', () => {
  const lists = {
    services: [
      { id: 'courroie', price: { kind: 'from', amount: 549.9 } },
      {
        id: 'amortisseurs',
        price: {
          kind: 'variants',
          variants: [
            { label: 'la paire avant', amount: 289 },
            { label: 'la paire arrière', amount: 249 },
          ],
        },
      },
      { id: 'carrosserie', price: { kind: 'quote' } },
    ] satisfies { id: string; price: Price }[],
    packages: [{ id: 'citadine', price: 50 }],
  };
  it.each([
    [{ kind: 'service', id: 'courroie' }, 'À partir de 549,90 € TTC'],
    [{ kind: 'service', id: 'amortisseurs' }, 'À partir de 249 € TTC'],
    [{ kind: 'service', id: 'carrosserie' }, 'Sur devis'],
    [{ kind: 'package', id: 'citadine' }, 'À partir de 50 € TTC'],
    // A key names an entry of its own list only.
    [{ kind: 'service', id: 'citadine' }, undefined],
    [{ kind: 'service', id: 'freins' }, undefined],
    [undefined, undefined],
  ] as const)('%j → %s', (ref, text) => {
    const line = offerPriceLine(ref, lists);
    // The figures keep their no-break spaces (« 549,90 € »): compared as plain spaces here.
    expect(line && lineText(line).replace(/\s/g, ' ')).toBe(text);
  });
});
