/**
 * /llms.txt (https://llmstxt.org): the garage in a few lines of Markdown for AI assistants — who it
 * is, where, when it is open, what it costs, how to book — built from the owner's data files, so a
 * price change in repairs.yaml reaches the assistants with the next build.
 */
import type { Closure, DayHours, Garage, Hours, Price } from '#schemas/index.ts';
import { formatDateFr, formatTimeFr } from './time-fr';
import { frenchList } from './french-list';
import { openStreetMapUrl } from './map';
import { PAYMENT_LABELS } from './payments';
import { toE164 } from './phone';
import { FROM_LABEL, TAX_LABEL, formatEuros, priceLines } from './price';
import { CLEANING_PACKAGE_LABEL, placeName } from './words';
import { LABOUR_HEADING, countingText, quoteText, rateText } from './price-law';
import { PATHS, cataloguePage, indexablePages, type SiteData, type SitePage } from './pages';
import { absoluteUrl } from './seo';
import { toMinutes } from '#schemas/week.ts';

/**
 * A text of the owner's data as Markdown text: on one line (a line break could start a heading or
 * a list item of its own) and with the characters Markdown reads as markup escaped, so a title
 * can never become a link, an emphasis or raw HTML.
 */
export const md = (text: string) =>
  text.replace(/[\r\n\u0085\u2028\u2029]+/g, ' ').replace(/[\\`*_[\]<>&|]/g, '\\$&');
/** A URL as a Markdown link target: parentheses and spaces percent-encoded. */
const href = (url: string) => new URL(url).href.replace(/[()]/g, (c) => (c === '(' ? '%28' : '%29'));

/** Plain spaces instead of no-break ones: the file is read by programs, not laid out. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/** The ranges of a day: "8 h 00 – 12 h 00 et 14 h 00 – 18 h 00", or "fermé". */
function rangesText(ranges: DayHours['ranges']): string {
  if (ranges.length === 0) return 'fermé';
  return frenchList(
    ranges.map((r) => `${formatTimeFr(toMinutes(r.open))} – ${formatTimeFr(toMinutes(r.close))}`),
  );
}

/** The week, consecutive days with the same hours together: "Du lundi au vendredi : …". */
export function hoursLines(week: Hours['week']): string[] {
  const runs: { days: string[]; text: string }[] = [];
  for (const day of week) {
    const text = rangesText(day.ranges);
    const last = runs.at(-1);
    if (last?.text === text) last.days.push(day.day);
    else runs.push({ days: [day.day], text });
  }
  return runs.map(({ days, text }) => {
    const first = days[0] ?? '';
    const label =
      days.length === 1
        ? capitalise(first)
        : days.length === 2
          ? `${capitalise(first)} et ${days[1]}`
          : `Du ${first} au ${days.at(-1)}`;
    return plain(`${label} : ${text}`);
  });
}

/** Exceptional closures still to come on `today` (YYYY-MM-DD). */
function closureLines(closures: readonly Closure[], today: string): string[] {
  return closures
    .filter((c) => c.to >= today)
    .map((c) => {
      const date = (iso: string) => `${formatDateFr(iso)} ${iso.slice(0, 4)}`;
      const dates = c.from === c.to ? `le ${date(c.from)}` : `du ${date(c.from)} au ${date(c.to)}`;
      return plain(`Fermeture exceptionnelle ${dates}${c.message ? ` : ${md(c.message)}` : ''}`);
    });
}

/** A price in words, lower case: "à partir de 79 € TTC", "à partir de 289 € TTC la paire avant ; …", "sur devis". */
function priceSentence(price: Price): string {
  const sentence = priceLines(price)
    .map((l) =>
      l.from
        ? `${lowerFirst(FROM_LABEL)} ${l.text} ${TAX_LABEL}${l.label ? ` ${md(l.label)}` : ''}`
        : lowerFirst(l.text),
    )
    .join(' ; ');
  return plain(sentence);
}

/** The full postal address on one line. */
const address = ({ contact }: Garage) =>
  `${md(contact.street)}, ${contact.postalCode} ${md(contact.city)}${contact.district ? ` (${md(contact.district)})` : ''}, France`;

/** The international form written for humans: "+33 4 65 71 23 81". */
const internationalPhone = (phone: string) =>
  toE164(phone).replace(/^\+33(\d)(\d{2})(\d{2})(\d{2})(\d{2})$/, '+33 $1 $2 $3 $4 $5');

/** The cleaning section (the garage offers cleaning: cleaning.yaml is there). */
function cleaningLines(
  cleaning: NonNullable<SiteData['cleaning']>,
  nameOf: (path: string) => string,
  url: (path: string) => string,
): string[] {
  const page = cataloguePage('cleaning');
  return [
    '',
    `## ${md(cleaning.heading)} : tarifs`,
    '',
    `Nettoyage intérieur, prix TTC par catégorie de véhicule. Détail : [${nameOf(page)}](${url(page)})`,
    '',
    ...cleaning.packages.map((p) =>
      plain(`- ${CLEANING_PACKAGE_LABEL} ${md(p.type)} : ${formatEuros(p.price)} TTC`),
    ),
    plain(`- Supplément si le véhicule est très sale : ${formatEuros(cleaning.dirtySurcharge)} TTC`),
    `- ${md(cleaning.gift)}`,
  ];
}

/** The llms.txt file. `today` (YYYY-MM-DD) drops past closures. */
export function llmsTxt(data: SiteData, pages: readonly SitePage[], today: string): string {
  const { garage, hours, repairs, cleaning } = data;
  const site = garage.siteUrl;
  const url = (path: string) => absoluteUrl(site, path);
  const nameOf = (path: string) => md(pages.find((p) => p.path === path)?.breadcrumb ?? path);
  const listed = indexablePages(pages);
  const pageLine = (p: SitePage) => `- [${md(p.breadcrumb)}](${url(p.path)}) : ${plain(md(p.description))}`;
  const repairsPage = cataloguePage('repairs');
  const brands = {
    specialities: garage.brands.specialities.map(md),
    alsoServiced: garage.brands.alsoServiced.map(md),
  };
  const name = md(garage.name);
  const district = md(placeName(garage.contact));
  const city = md(garage.contact.city);
  const street = md(garage.contact.street);
  // The trades the garage offers, as the summary names them (cleaning only with cleaning.yaml).
  const trades = [repairs, ...(cleaning ? [cleaning] : [])].map((t) => lowerFirst(md(t.heading)));
  const founded = garage.founded.slice(0, 4);

  const summary =
    `${name} : garage indépendant à ${district} (${garage.contact.postalCode} ${city}) ` +
    `depuis ${founded}, spécialiste ${frenchList(brands.specialities)}` +
    (brands.alsoServiced.length > 0 ? `, entretient aussi ${frenchList(brands.alsoServiced)}` : '') +
    ` : ${trades.join(', ')} ; prix affichés TTC.`;

  const lines = [
    `# ${name}`,
    '',
    `> ${summary}`,
    '',
    plain(md(garage.about)),
    '',
    '## Coordonnées',
    '',
    `- Adresse : ${address(garage)}`,
    `- Téléphone : ${garage.contact.phone} (depuis l’étranger : ${internationalPhone(garage.contact.phone)})`,
    `- E-mail : [${garage.contact.email}](mailto:${garage.contact.email})`,
    `- Plan : [OpenStreetMap](${openStreetMapUrl(garage.map.latitude, garage.map.longitude)})`,
    `- Communes desservies : ${[district, ...garage.areaServed.map(md)].join(', ')}`,
    `- Marques : ${frenchList(brands.specialities)} (spécialités)${brands.alsoServiced.length > 0 ? `, ${frenchList(brands.alsoServiced)}` : ''}`,
    `- Paiement : ${garage.payments.map((p) => PAYMENT_LABELS[p]).join(', ')}`,
    '',
    '## Horaires',
    '',
    ...hoursLines(hours.week).map((l) => `- ${l}`),
    '- Fermé les jours fériés.',
    ...closureLines(hours.closures, today).map((l) => `- ${l}`),
    '',
    '## Prendre rendez-vous',
    '',
    `- En ligne : [réserver un créneau](${url(PATHS.booking)}), calendrier de réservation ([accès direct](${href(garage.booking.url)}))`,
    `- Par téléphone : ${garage.contact.phone}, aux heures d’ouverture`,
    `- Au garage : ${street}, ${garage.contact.postalCode} ${city}`,
    '',
    `## ${md(repairs.heading)} : tarifs`,
    '',
    plain(
      `Prix TTC, « à partir de ». ${quoteText(repairs.quote)} Détail : [${nameOf(repairsPage)}](${url(repairsPage)})`,
    ),
    '',
    plain(
      `- ${LABOUR_HEADING} : ${repairs.labour.rates.map((r) => `${md(r.work)} ${rateText(r.rate)}`).join(' ; ')}`,
    ),
    plain(`- ${countingText(repairs.labour)}`),
    ...repairs.services.map(
      (s) =>
        `- ${md(s.title)} : ${priceSentence(s.price)}${s.note ? ` (${plain(md(s.note)).replace(/\.$/, '')})` : ''}`,
    ),
    ...(cleaning ? cleaningLines(cleaning, nameOf, url) : []),
    '',
    '## Pages',
    '',
    // Every page search engines are told of, from the registry: the unfinished pages (noindex) are
    // left out until they have content; the cars for sale are in as soon as there are some.
    ...listed.filter((p) => !p.legal).map(pageLine),
    '',
    '## Optional',
    '',
    ...listed.filter((p) => p.legal).map(pageLine),
    '',
  ];
  return lines.join('\n');
}
