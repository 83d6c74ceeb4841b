import type { Vehicle } from '#schemas/index.ts';
import { carFigures, carName, formatCarPrice, formatKm } from '#lib/vehicles.ts';
import { PageHero } from './PageHero';
import { VehicleGallery, type GalleryPhoto } from './VehicleGallery';
import { VehicleSheet } from './VehicleSheet';

export interface CarSectionProps {
  /** The car for sale (src/content/vehicles.yaml). */
  car: Vehicle;
  /** Its photos, each image resolved (the build's widths and formats, or the editor's file). */
  photos: readonly GalleryPhoto[];
  /** The garage's phone, for the call buttons. */
  phone: string;
  /** Where its booking button leads. */
  bookingHref: string;
  /** The list of cars for sale. */
  listHref: string;
}

/**
 * A car's page's own content, /services/voiture-occasion/<car>: its hero, photos, price and
 * figures. The page and the editor's preview (src/admin/previews.tsx) both draw it, so a change
 * here shows in both.
 */
export function CarSection({ car, photos, phone, bookingHref, listHref }: CarSectionProps) {
  return (
    <>
      <PageHero heading={carName(car)} eyebrow="Voiture d’occasion">
        {/* A separator ends its line (no-break space before it), never starts the next. One
            string, so one text in the HTML (parts would each be marked by React). */}
        <p>{`${car.version}\u00a0· ${car.year}\u00a0· ${formatKm(car.mileageKm)}`}</p>
      </PageHero>
      <VehicleSheet
        price={formatCarPrice(car.price)}
        figures={carFigures(car)}
        description={car.description}
        phone={phone}
        bookingHref={bookingHref}
        listHref={listHref}
      >
        <VehicleGallery name={carName(car)} photos={photos} />
      </VehicleSheet>
    </>
  );
}
