/** Days of the week and times of day, shared by the schemas and the browser (no zod here). */

/** Days of the week, Monday first, as written in the data files. */
export const WEEKDAYS = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'] as const;
/** A day of the week, in French. */
export type Weekday = (typeof WEEKDAYS)[number];

/** Minutes since midnight of a validated "HH:MM". */
export const toMinutes = (hhmm: string): number => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};
