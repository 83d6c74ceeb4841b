/** Where the fixture site is built. */
export const FIXTURE_ROOT: string;
/** The fixture's vehicles.yaml. */
export const FIXTURE_CARS: string;
/** Copies the site, adds the cars and their photos, builds; the build's duration in ms. */
export function buildFixtureSite(): Promise<number>;
