/**
 * How the one reader reads src/content/vehicles.yaml (schema: src/schemas/vehicles.ts): the file
 * may be absent (no file, or `vehicles: []`: the page stays the spec's placeholder), and its
 * French error messages name the car.
 */
import type { DataFileOptions } from './parse';
import { vehicleSchema } from '#schemas/vehicles.ts';

/**
 * What the owner calls a car in an error message: « Volkswagen Golf 2017 » (else « vehicles n° 2 »):
 * its make, model and year, each only when it is one the site accepts, so that a car is named by
 * what it is, never by the value refused (a year typed -50 names it « Volkswagen Golf »).
 */
function carName(entry: unknown): string | undefined {
  const car = entry && typeof entry === 'object' ? (entry as Record<string, unknown>) : {};
  const words = (['make', 'model', 'year'] as const)
    .filter((key) => vehicleSchema.shape[key].safeParse(car[key]).success)
    .map((key) => String(car[key]).trim());
  return words.length > 0 ? `« ${words.join(' ')} »` : undefined;
}

/** How the one reader reads vehicles.yaml (reader.ts): it may be absent (no car listed); an error names the car. */
export const VEHICLES_OPTIONS: DataFileOptions = { optional: true, entryName: carName };
