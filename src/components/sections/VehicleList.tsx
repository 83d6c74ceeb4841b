import { CAR_FACTS, type CarFacts } from '#lib/vehicle-filter.ts';
import { VehicleCard, type VehicleCardData } from '../ui/VehicleCard';
import styles from './VehicleList.module.css';
import { VEHICLE_COUNT, VEHICLE_EMPTY, VEHICLE_FILTERS, VEHICLE_LIST, hook } from '#lib/dom-hooks.ts';

/** A choice of a filter: the value the script compares, the words shown. */
export interface FilterOption {
  value: string;
  label: string;
}

/** One select of the filter form; left out when it has nothing to choose between. */
export interface FilterField {
  /** The form field's name, read by src/client/vehicle-filters.ts. */
  name: 'make' | 'fuel' | 'gearbox' | 'maxPrice' | 'sort';
  label: string;
  /** The first option, meaning « any » (none for the sort). */
  any?: string;
  options: readonly FilterOption[];
}

export interface VehicleListProps {
  /** The cars for sale, in the default sort, each with the facts the filters read. */
  cars: readonly { card: VehicleCardData; facts: CarFacts }[];
  /** The filter and sort selects; empty: no form (a single car). */
  fields: readonly FilterField[];
  /** « 3 voitures en vente ». */
  count: string;
}

/**
 * The used cars for sale: a card per car, and above them the filters and the sort a buyer expects.
 * The full list is in the HTML; the form needs the few lines of src/client/vehicle-filters.ts,
 * so it is left out without JavaScript (CSS), in place from the first paint otherwise.
 */
export function VehicleList({ cars, fields, count }: VehicleListProps) {
  return (
    <section className={styles.band} aria-labelledby="voitures-en-vente">
      <div className={styles.inner}>
        <h2 id="voitures-en-vente" className={styles.heading}>
          Nos voitures en vente
        </h2>
        {fields.length > 0 && (
          <form
            className={styles.filters}
            aria-label="Filtrer et trier les voitures"
            {...hook(VEHICLE_FILTERS)}
          >
            {fields.map((field) => (
              <div key={field.name} className={styles.field}>
                <label htmlFor={`filtre-${field.name}`}>{field.label}</label>
                <select id={`filtre-${field.name}`} name={field.name}>
                  {field.any !== undefined && <option value="">{field.any}</option>}
                  {field.options.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              </div>
            ))}
            <button type="reset" className={styles.reset}>
              Tout afficher
            </button>
          </form>
        )}
        <p role="status" className={styles.count} {...hook(VEHICLE_COUNT)}>
          {count}
        </p>
        <ul role="list" className={styles.grid} {...hook(VEHICLE_LIST)}>
          {cars.map(({ card, facts }, i) => (
            <li
              key={card.href}
              {...hook(CAR_FACTS.make, facts.make)}
              {...hook(CAR_FACTS.fuel, facts.fuel)}
              {...hook(CAR_FACTS.gearbox, facts.gearbox)}
              {...hook(CAR_FACTS.price, facts.price)}
              {...hook(CAR_FACTS.year, facts.year)}
              {...hook(CAR_FACTS.mileageKm, facts.mileageKm)}
            >
              <VehicleCard car={card} id={`voiture-${i + 1}`} />
            </li>
          ))}
        </ul>
        <p className={styles.empty} {...hook(VEHICLE_EMPTY)} hidden>
          Aucune voiture ne correspond à ces critères. Élargissez votre recherche, ou appelez-nous&#8239;:
          nous cherchons aussi des voitures à la demande.
        </p>
      </div>
    </section>
  );
}
