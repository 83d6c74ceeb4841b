/** The car brands the garage services, as garage.yaml lists them, in the forms the site says them. */
import type { Garage } from '#schemas/index.ts';

/** Every brand: the specialities first, then the others serviced. */
export const allBrands = (brands: Garage['brands']): string[] => [
  ...brands.specialities,
  ...brands.alsoServiced,
];

/** The brands in short, under the name in the header: as written, or every brand joined by « · ». */
export const brandsInShort = (brands: Garage['brands']): string =>
  brands.short ?? allBrands(brands).join(' · ');
