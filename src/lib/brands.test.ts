import { describe, expect, it } from 'vitest';
import { allBrands, brandsInShort } from './brands.ts';

describe('brands', () => {
  const brands = { specialities: ['Peugeot', 'Citroën'], alsoServiced: ['DS'] };

  it('lists the specialities first, then the others', () => {
    expect(allBrands(brands)).toEqual(['Peugeot', 'Citroën', 'DS']);
  });

  it('says them in short as written, else every brand joined by « · »', () => {
    expect(brandsInShort(brands)).toBe('Peugeot · Citroën · DS');
    expect(brandsInShort({ ...brands, short: 'PSA' })).toBe('PSA');
  });
});
