/**
 * How the one reader reads src/content/vehicles.yaml (schema: src/schemas/vehicles.ts): the file
 * may be absent (no file, or `vehicles: []`: the page stays the spec's placeholder), and its
 * French error messages name the car.
 */
import type { DataFileOptions } from './parse';

/** What the owner calls a car in an error message: « Volkswagen Golf 2017 » (else « vehicles n° 2 »). */
function carName(entry: unknown): string | undefined {
  const car = entry && typeof entry === 'object' ? (entry as Record<string, unknown>) : {};
  const words = [car['make'], car['model'], car['year']].filter(
    (w) => typeof w === 'string' || typeof w === 'number',
  );
  return words.length > 0 ? `« ${words.join(' ')} »` : undefined;
}

/** How the one reader reads vehicles.yaml (reader.ts): it may be absent (no car listed); an error names the car. */
export const VEHICLES_OPTIONS: DataFileOptions = { optional: true, entryName: carName };
