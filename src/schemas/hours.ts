/** src/content/hours.yaml: the opening hours of each weekday and the exceptional closures. */
import { z } from 'astro/zod';
import { WEEKDAYS, toMinutes } from './week';
import { isTime, isoDate, strictObject, timeRange, withoutPrice } from './common';
import { frenchDate, withinAYear } from './calendar';

/** Opening hours of one weekday; an empty list means closed all day. */
export const dayHoursSchema = strictObject({
  /** Day of the week, in French. */
  day: z.enum(WEEKDAYS, { error: `jour attendu parmi : ${WEEKDAYS.join(', ')}` }),
  /** Opening ranges in order; [] = closed. */
  ranges: z.array(timeRange),
}).refine(
  (d) =>
    d.ranges.every((r, i) => {
      const previous = d.ranges[i - 1];
      if (!previous || !isTime(r.open) || !isTime(previous.close)) return true;
      return toMinutes(r.open) >= toMinutes(previous.close);
    }),
  { message: 'les plages horaires doivent se suivre sans se chevaucher', path: ['ranges'] },
);
export type DayHours = z.infer<typeof dayHoursSchema>;

/** An exceptional closure (holidays, works), inclusive dates. */
export const closureSchema = strictObject({
  /** First closed day, YYYY-MM-DD. */
  from: isoDate,
  /** Last closed day, YYYY-MM-DD (same as `from` for one day). */
  to: isoDate,
  /**
   * Optional message, shown in the live status (« Fermé (message) · … ») during the closure; no
   * price in it, as in every text (a price is written once, in the price lists).
   */
  message: withoutPrice(z.string()).optional(),
})
  .refine((c) => !/^\d{4}-\d\d-\d\d$/.test(c.from) || !/^\d{4}-\d\d-\d\d$/.test(c.to) || c.to >= c.from, {
    message: 'la date de fin doit suivre la date de début',
    path: ['to'],
  })
  .refine((c) => withinAYear(c.to), {
    error: (issue) =>
      `la fermeture finirait le ${frenchDate((issue.input as { to: string }).to)}, dans plus d’un an : vérifiez l’année (une fermeture s’annonce moins d’un an à l’avance)`,
    path: ['to'],
  });
export type Closure = z.infer<typeof closureSchema>;

/** The whole opening-hours file. */
export const hoursSchema = strictObject({
  /** One entry per weekday, Monday to Sunday, each day once. */
  week: z
    .array(dayHoursSchema)
    .length(7, 'les sept jours de la semaine doivent être présents')
    .refine((w) => w.every((d, i) => d.day === WEEKDAYS[i]), {
      message: 'les jours doivent aller de lundi à dimanche, chacun une fois',
    }),
  /**
   * Exceptional closures, besides French public holidays (closed automatically). Absent or empty
   * (`closures:` with nothing after it) reads as none: no closure is the safe reading.
   */
  closures: z
    .array(closureSchema)
    .nullish()
    .transform((c) => c ?? []),
});
export type Hours = z.infer<typeof hoursSchema>;
