/**
 * The used-car list's filters and sort (src/components/sections/VehicleList.tsx): each change
 * hides the cars that do not match and reorders the rest; the counter (role="status") says how
 * many remain. The rules are src/lib/vehicle-filter.ts.
 */
import { CAR_FACTS, matches, sortCars, type CarFacts } from '#lib/vehicle-filter.ts';
import { resultsText } from '#lib/vehicles.ts';
import { VEHICLE_COUNT, VEHICLE_EMPTY, VEHICLE_FILTERS, VEHICLE_LIST } from '#lib/dom-hooks.ts';

const form = document.querySelector<HTMLFormElement>(`form[${VEHICLE_FILTERS}]`);
const list = document.querySelector<HTMLUListElement>(`[${VEHICLE_LIST}]`);
const counter = document.querySelector<HTMLElement>(`[${VEHICLE_COUNT}]`);
const empty = document.querySelector<HTMLElement>(`[${VEHICLE_EMPTY}]`);

if (form && list && counter && empty) {
  const cars = [...list.children].map((item) => {
    const fact = (name: keyof typeof CAR_FACTS) => item.getAttribute(CAR_FACTS[name]) ?? '';
    const facts: CarFacts = {
      make: fact('make'),
      fuel: fact('fuel'),
      gearbox: fact('gearbox'),
      price: Number(fact('price')),
      year: Number(fact('year')),
      mileageKm: Number(fact('mileageKm')),
    };
    return { ...facts, item: item as HTMLElement };
  });

  const apply = () => {
    const data = new FormData(form);
    const field = (name: string) => String(data.get(name) ?? '') || undefined;
    const maxPrice = field('maxPrice');
    const criteria = {
      make: field('make'),
      fuel: field('fuel'),
      gearbox: field('gearbox'),
      maxPrice: maxPrice === undefined ? undefined : Number(maxPrice),
    };
    let shown = 0;
    for (const car of sortCars(cars, field('sort') ?? '')) {
      car.item.hidden = !matches(car, criteria);
      if (!car.item.hidden) shown += 1;
      list.append(car.item); // in sorted order
    }
    counter.textContent = resultsText(shown, cars.length);
    empty.hidden = shown > 0;
  };

  form.addEventListener('change', apply);
  // The reset event fires before the fields return to their defaults.
  form.addEventListener('reset', () => setTimeout(apply));
  form.addEventListener('submit', (event) => event.preventDefault());
  // A visitor coming back (bfcache or restored form) finds the list as the form says.
  apply();
}
