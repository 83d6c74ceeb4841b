/**
 * The facts under the home page's hero (« Depuis 1981 à Lyon 9ᵉ », « Plus de 2 000 clients
 * satisfaits »), from the garage's file: the home page (src/layouts/home.ts) and the editor's
 * preview of it (src/admin/previews.tsx) say them alike.
 */
import type { Garage } from '#schemas/index.ts';
import { placeName } from './words';

/** The hero's facts for `garage`. */
export function heroFacts(garage: Pick<Garage, 'founded' | 'satisfiedCustomers' | 'contact'>) {
  return [
    { value: `Depuis ${garage.founded.slice(0, 4)}`, label: `à ${placeName(garage.contact)}` },
    {
      value: `Plus de ${new Intl.NumberFormat('fr-FR').format(garage.satisfiedCustomers)}`,
      label: 'clients satisfaits',
    },
  ];
}
