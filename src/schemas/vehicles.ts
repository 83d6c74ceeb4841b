/**
 * src/content/vehicles.yaml: the used cars for sale. The file may be absent (no car listed); how
 * the one reader reads it, and names a car in its messages, is src/data/vehicles.ts.
 */
import { z } from 'astro/zod';
import { thousandsFix } from './messages';
import { countedIn, foreignUnitMessage } from './units';
import { imagePath } from './common';

/** Fuels, as the owner writes them. */
export const FUELS = ['essence', 'diesel', 'hybride', 'hybride-rechargeable', 'electrique', 'gpl'] as const;
/** Gearboxes, as the owner writes them. */
export const GEARBOXES = ['manuelle', 'automatique'] as const;

/** Bounds a garage would accept; the newest model year is next year's (sold from the autumn). */
export const VEHICLE_BOUNDS = {
  year: { min: 1950, max: () => new Date().getFullYear() + 1 },
  mileageKm: { min: 0, max: 999_999 },
  price: { min: 500, max: 200_000 },
} as const;

const text = (what: string) => z.string().trim().min(1, `${what} est obligatoire`);
const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `valeur attendue parmi : ${values.join(', ')}` });

/** A photo of the car: its path under src/assets and what it shows. */
export const vehiclePhotoSchema = z.strictObject({
  /**
   * Path under src/assets, e.g. photos/vehicules/golf-1.jpg (a phone's .JPG is fine): a photo,
   * never a drawing (an SVG can carry a script, and the car page links to the file itself).
   */
  src: imagePath.refine((src) => !/\.svg$/i.test(src), {
    error:
      'une photo de voiture est un fichier JPEG, PNG, WebP ou AVIF, pas un dessin SVG : prenez la photo en JPEG',
  }),
  /** What the photo shows, in French (« La Golf vue de trois quarts avant »). */
  alt: text('La description de la photo (alt)'),
});

/** One car for sale. */
export const vehicleSchema = z.strictObject({
  /** Make, e.g. Volkswagen. */
  make: text('La marque'),
  /** Model, e.g. Golf. */
  model: text('Le modèle'),
  /** Version (engine and trim), e.g. 1.6 TDI 115 Confortline. */
  version: text('La version'),
  /** Model year. */
  year: z
    .number({ error: 'année attendue en chiffres (ex. 2017)' })
    .int('année attendue en chiffres (ex. 2017)')
    .min(VEHICLE_BOUNDS.year.min, `année attendue à partir de ${VEHICLE_BOUNDS.year.min}`)
    .refine((y) => y <= VEHICLE_BOUNDS.year.max(), {
      error: () => `année attendue au plus tard ${VEHICLE_BOUNDS.year.max()}`,
    }),
  /** Odometer reading in kilometres, digits only. */
  mileageKm: z
    .number({
      error: (issue) =>
        foreignUnitMessage(issue.input, 'km') ??
        thousandsFix(issue.input) ??
        'kilométrage attendu en chiffres, sans espace ni « km » (ex. 98500)',
    })
    .int('kilométrage attendu en kilomètres entiers (ex. 98500)')
    .min(VEHICLE_BOUNDS.mileageKm.min, 'le kilométrage ne peut pas être négatif')
    .max(VEHICLE_BOUNDS.mileageKm.max, 'kilométrage attendu au plus 999 999 km')
    .meta(countedIn('km')),
  /** Fuel. */
  fuel: oneOf(FUELS),
  /** Gearbox. */
  gearbox: oneOf(GEARBOXES),
  /** Price in whole euros TTC. */
  price: z
    .number({
      error: (issue) =>
        foreignUnitMessage(issue.input, '€') ??
        thousandsFix(issue.input) ??
        'prix attendu en chiffres, sans espace ni « € » (ex. 13490)',
    })
    .int('prix attendu en euros entiers (ex. 13490)')
    .min(VEHICLE_BOUNDS.price.min, 'prix attendu d’au moins 500 €')
    .max(VEHICLE_BOUNDS.price.max, 'prix attendu d’au plus 200 000 €')
    .meta(countedIn('€')),
  /** Photos, the first one shown on the list. */
  photos: z.array(vehiclePhotoSchema).min(1, 'au moins une photo est obligatoire'),
  /** A few sentences about the car. */
  description: text('La description'),
  /** A sold car is never offered: it leaves the list and loses its page. */
  sold: z.boolean({ error: 'true ou false attendu' }).default(false),
});
export type Vehicle = z.infer<typeof vehicleSchema>;
export type Fuel = Vehicle['fuel'];
export type Gearbox = Vehicle['gearbox'];

/** « Volkswagen Golf 2017 » (car n° 2): how a message names the other car. */
const carLabel = (car: Vehicle, index: number) =>
  `« ${car.make} ${car.model} ${car.year} » (voiture n° ${index + 1})`;

/**
 * No car twice, and no photo on two cars: a car pasted twice would be listed twice, and a photo
 * shared shows one car's pictures on another's page. Each message names both cars.
 */
function oneEntryPerCar(cars: Vehicle[], ctx: z.RefinementCtx) {
  const seenCars = new Map<string, number>();
  const seenPhotos = new Map<string, number>();
  cars.forEach((car, index) => {
    const key = JSON.stringify(car);
    const same = seenCars.get(key);
    if (same !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: [index],
        message: `cette voiture (n° ${index + 1} de la liste) est en double, identique à ${carLabel(cars[same]!, same)} : supprimez l’une des deux`,
      });
      return;
    }
    seenCars.set(key, index);
    car.photos.forEach((photo, p) => {
      const src = photo.src.toLowerCase();
      const other = seenPhotos.get(src);
      if (other !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'photos', p, 'src'],
          message: `la photo ${photo.src} est déjà ${other === index ? 'plus haut dans les photos de cette voiture' : `celle de ${carLabel(cars[other]!, other)}`} : chaque voiture a ses propres photos, envoyez celle de cette voiture`,
        });
      } else seenPhotos.set(src, index);
    });
  });
}

/** The whole file. */
export const vehiclesFileSchema = z.strictObject({
  /** The cars, sold ones included (marked `sold: true`); absent or empty: none listed. */
  vehicles: z
    .array(vehicleSchema)
    .superRefine(oneEntryPerCar)
    .nullish()
    .transform((v) => v ?? []),
});
export type VehiclesFile = z.infer<typeof vehiclesFileSchema>;
