/**
 * The used cars for sale (src/content/vehicles.yaml): schema, French error messages naming the car,
 * and the loader that lets the file be absent (no file, or `vehicles: []`: the page stays the
 * spec's placeholder). Pure except `vehiclesFile()`, which reads the file for Astro's collection.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Loader } from 'astro/loaders';
import { z } from 'astro/zod';
import { load } from 'js-yaml';
import { ContentDataError } from './loader';
import { imagePath } from './schemas';

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
  /** Path under src/assets, e.g. photos/vehicules/golf-1.jpg (a phone's .JPG is fine). */
  src: imagePath,
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
    .number({ error: 'kilométrage attendu en chiffres, sans espace ni « km » (ex. 98500)' })
    .int('kilométrage attendu en kilomètres entiers (ex. 98500)')
    .min(VEHICLE_BOUNDS.mileageKm.min, 'le kilométrage ne peut pas être négatif')
    .max(VEHICLE_BOUNDS.mileageKm.max, 'kilométrage attendu au plus 999 999 km'),
  /** Fuel. */
  fuel: oneOf(FUELS),
  /** Gearbox. */
  gearbox: oneOf(GEARBOXES),
  /** Price in whole euros TTC. */
  price: z
    .number({ error: 'prix attendu en chiffres, sans espace ni « € » (ex. 13490)' })
    .int('prix attendu en euros entiers (ex. 13490)')
    .min(VEHICLE_BOUNDS.price.min, 'prix attendu d’au moins 500 €')
    .max(VEHICLE_BOUNDS.price.max, 'prix attendu d’au plus 200 000 €'),
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

/** The whole file. */
export const vehiclesFileSchema = z.strictObject({
  vehicles: z
    .array(vehicleSchema)
    .nullish()
    .transform((v) => v ?? []),
});
export type VehiclesFile = z.infer<typeof vehiclesFileSchema>;

/** What the owner calls a car in an error message: « Volkswagen Golf 2017 », else its position. */
function carName(raw: unknown, index: number): string {
  const car = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const words = [car['make'], car['model'], car['year']].filter(
    (w) => typeof w === 'string' || typeof w === 'number',
  );
  return words.length > 0 ? `« ${words.join(' ')} »` : `voiture n° ${index + 1}`;
}

/**
 * Parses and validates vehicles.yaml's text. Throws a ContentDataError with one line per bad
 * field, naming the car: `vehicles.yaml → « Volkswagen Golf 2017 » → mileageKm : …`. With
 * `assetsDir`, every photo must exist there.
 */
export function parseVehicles(file: string, text: string, assetsDir?: string): VehiclesFile {
  let raw: unknown = {};
  try {
    // An empty file (or comments only) means no car; js-yaml rejects an empty document.
    if (text.replace(/^\s*#.*$/gm, '').trim() !== '') raw = load(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new ContentDataError(`Fichier illisible ${file} (YAML mal formé) : ${reason}`);
  }
  const rawCars = (raw as { vehicles?: unknown } | null)?.vehicles;
  const where = (at: readonly PropertyKey[]) => {
    if (at[0] !== 'vehicles' || typeof at[1] !== 'number') return at.map(String).join('.') || '(racine)';
    const name = carName(Array.isArray(rawCars) ? rawCars[at[1]] : undefined, at[1]);
    return [name, ...at.slice(2).map(String)].join(' → ');
  };
  const fail = (lines: string[]) =>
    new ContentDataError(`Données invalides dans ${file} :\n${lines.map((l) => `  ${l}`).join('\n')}`);

  const result = vehiclesFileSchema.safeParse(raw ?? {});
  if (!result.success) {
    throw fail(result.error.issues.map((issue) => `${file} → ${where(issue.path)} : ${issue.message}`));
  }
  if (assetsDir) {
    const missing = result.data.vehicles.flatMap((car, i) =>
      car.photos.flatMap((photo, j) =>
        existsSync(path.join(assetsDir, photo.src))
          ? []
          : [
              `${file} → ${where(['vehicles', i, 'photos', j, 'src'])} : photo introuvable src/assets/${photo.src}`,
            ],
      ),
    );
    if (missing.length > 0) throw fail(missing);
  }
  return result.data;
}

/** Where the owner lists the cars for sale, from the project's root. */
export const VEHICLES_FILE = 'src/content/vehicles.yaml';

/** An Astro loader for src/content/vehicles.yaml, which may be absent (no car listed). */
export function vehiclesFile(): Loader {
  const relative = VEHICLES_FILE;
  return {
    name: 'garage-vehicles-file',
    load: async ({ store, parseData, config, generateDigest, watcher }) => {
      const root = fileURLToPath(config.root);
      const absolute = path.join(root, relative);
      const text = existsSync(absolute) ? await readFile(absolute, 'utf-8') : '';
      const data = parseVehicles(relative, text, path.join(root, 'src/assets'));
      const parsed = await parseData({ id: 'main', data, filePath: relative });
      store.clear();
      store.set({ id: 'main', data: parsed, filePath: relative, digest: generateDigest(text) });
      watcher?.add(absolute);
    },
  };
}
