/**
 * Zod schemas of the owner's data, one per concern. Pure module (no `astro:` import)
 * so unit tests can feed it bad data; `src/content.config.ts` wires each schema to its file.
 */
import { z } from 'astro/zod';
import { WEEKDAYS, toMinutes } from '../data/week';

import { decimalCommaFix, installFrenchErrors } from '../data/messages';

// Every message in French, with the fix (allowed values, closest key, quotes…): see messages.ts.
installFrenchErrors();

export { WEEKDAYS, toMinutes, type Weekday } from '../data/week';

/**
 * An object that refuses keys it does not know (zod would drop them silently: `closure:` for
 * `closures:` would make a holiday vanish). The message names the key and the closest known one
 * (messages.ts). Every object of every content schema is built with it.
 */
export const strictObject = z.strictObject;

/**
 * A list whose entries must differ by `key` (a title): two cards with one title would give the
 * page two identical ids and the owner two prices for one service. Names both entries.
 */
export function distinct<T extends z.ZodType>(item: T, key: string, what: string) {
  return z.array(item).superRefine((items, ctx) => {
    const seen = new Map<string, number>();
    items.forEach((entry, index) => {
      const value = (entry as Record<string, unknown>)[key];
      if (typeof value !== 'string') return;
      const normalised = value.trim().toLocaleLowerCase('fr');
      const first = seen.get(normalised);
      if (first === undefined) seen.set(normalised, index);
      else {
        ctx.addIssue({
          code: 'custom',
          path: [index, key],
          message: `${what} « ${value.trim()} » est en double : entrées n° ${first + 1} et n° ${index + 1}, changez l’un des deux`,
        });
      }
    });
  });
}

const nonEmpty = (what: string) => z.string().trim().min(1, `${what} est obligatoire`);

/** A time of day "HH:MM", 24-hour clock, 00:00 to 23:59. */
const time = z.string().superRefine((value, ctx) => {
  const match = /^(\d\d):(\d\d)$/.exec(value);
  if (!match) {
    // « 8h », « 08h00 », « 8 h 30 »: the way it is written on a shop door.
    const door = /^(\d{1,2})\s*h\s*(\d{2})?$/i.exec(value.trim());
    const fix = door ? ` : écrivez '${door[1]!.padStart(2, '0')}:${door[2] ?? '00'}'` : ' (ex. 08:00)';
    ctx.addIssue({ code: 'custom', message: `heure attendue au format HH:MM${fix}` });
  } else if (Number(match[1]) > 23 || Number(match[2]) > 59) {
    ctx.addIssue({ code: 'custom', message: `l’heure ${value} n’existe pas : entre 00:00 et 23:59` });
  }
});
const isTime = (value: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(value);

/** A calendar date "YYYY-MM-DD" that exists (no 30 February). */
export const isoDate = z.string().superRefine((value, ctx) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) {
    ctx.addIssue({ code: 'custom', message: 'date attendue au format AAAA-MM-JJ (ex. 2027-08-02)' });
    return;
  }
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    ctx.addIssue({ code: 'custom', message: `la date ${value} n’existe pas dans le calendrier` });
  }
});

/** A French phone number as displayed: ten digits in pairs, starting with 0 (e.g. 04 65 71 23 81). */
export const frenchPhone = z
  .string({
    // 0465712381 without quotes is read as the number 465712381: the leading 0 is lost.
    error: (issue) =>
      typeof issue.input === 'number'
        ? "YAML a lu le numéro comme un nombre : mettez-le entre guillemets (ex. '04 65 71 23 81')"
        : undefined,
  })
  .regex(
    /^0[1-9](?: \d{2}){4}$/,
    'numéro français attendu, dix chiffres groupés par deux (ex. 04 65 71 23 81)',
  );

/** An absolute https URL. */
const httpsUrl = z.string().superRefine((value, ctx) => {
  if (!value.startsWith('https://')) {
    ctx.addIssue({ code: 'custom', message: 'l’adresse doit commencer par https://' });
  } else if (!URL.canParse(value) || new URL(value).hostname.indexOf('.') < 1) {
    ctx.addIssue({ code: 'custom', message: 'adresse web invalide (ex. https://www.exemple.fr)' });
  }
});

/** Image formats the pipeline takes, written in lower or upper case (phones write « .JPG »). */
export const IMAGE_EXTENSIONS = ['svg', 'png', 'jpg', 'jpeg', 'webp', 'avif'] as const;

/** A path of an image under src/assets (e.g. "illustrations/repairs/batterie.svg" or "photos/atelier.jpg"). */
export const imagePath = z.string().superRefine((value, ctx) => {
  const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
  if (value.startsWith('src/assets/')) {
    return fail(
      `écrivez le chemin à partir de src/assets, sans ce début : ${value.slice('src/assets/'.length)}`,
    );
  }
  if (value.startsWith('/') || value.split(/[\\/]/).includes('..')) {
    return fail(
      'l’image doit être dans src/assets : chemin à partir de ce dossier, sans « .. » ni « / » au début (ex. photos/atelier.jpg)',
    );
  }
  const extension = /\.([^./]+)$/.exec(value)?.[1] ?? '';
  const lower = extension.toLowerCase();
  if (!(IMAGE_EXTENSIONS as readonly string[]).includes(lower)) {
    return fail(`format d’image non pris en charge (« .${extension} ») : ${IMAGE_EXTENSIONS.join(', ')}`);
  }
  if (extension !== lower && extension !== extension.toUpperCase()) {
    return fail(`renommez le fichier avec l’extension tout en minuscules (.${lower}) ou tout en majuscules`);
  }
  if (/[^\x21-\x7e]/.test(value)) {
    return fail(
      'le nom du fichier ne doit contenir ni espace ni accent : renommez le fichier (ex. photos/mon-atelier.jpg)',
    );
  }
  if (!/^[\w./-]+$/.test(value)) {
    return fail(
      'le nom du fichier ne peut contenir que des lettres sans accent, des chiffres, « - », « _ » et « . »',
    );
  }
});

/** An image with its French alternative text; empty alt means decorative. */
export const imageSchema = strictObject({
  /** Path under src/assets. */
  src: imagePath,
  /** What the image shows, in French; "" when purely decorative. */
  alt: z.string(),
});

/** Bounds a garage would choose for any displayed price: a typo (1e9, 0) never publishes. */
export const PRICE_BOUNDS = { min: 1, max: 10_000 } as const;
const priceBoundsMessage = 'le prix doit être compris entre 1 € et 10 000 €';

/** A price in euros TTC: between 1 € and 10 000 €, at most two decimals. */
export const euros = z
  .number({
    error: (issue) => {
      const comma = typeof issue.input === 'string' ? /^\s*(\d+),(\d{1,2})\s*$/.exec(issue.input) : null;
      const fix = comma ? decimalCommaFix(comma[1], comma[2]!) : undefined;
      return fix ? `le prix doit être un nombre : ${fix}` : 'le prix doit être un nombre (ex. 79 ou 549.90)';
    },
  })
  .min(PRICE_BOUNDS.min, priceBoundsMessage)
  .max(PRICE_BOUNDS.max, priceBoundsMessage)
  .refine((n) => Math.round(n * 100) === Number((n * 100).toFixed(6)), {
    message: 'le prix ne peut pas avoir plus de deux décimales',
  });

/** A time range within one day; closing must come after opening. */
export const timeRange = z
  .object({
    /** Opening time, "HH:MM". */
    open: time,
    /** Closing time, "HH:MM", after `open`. */
    close: time,
  })
  // Only between two valid times: a malformed one has its own message already.
  .refine((r) => !isTime(r.open) || !isTime(r.close) || toMinutes(r.close) > toMinutes(r.open), {
    message: 'l’heure de fermeture doit être après l’heure d’ouverture',
    path: ['close'],
  });

// ---------------------------------------------------------------- garage

const socialNetworks = ['facebook', 'instagram', 'tiktok', 'snapchat'] as const;

/** Everything about the business itself: identity, contact, legal notice, booking, map. */
export const garageSchema = strictObject({
  /** Trade name shown everywhere. */
  name: nonEmpty('Le nom'),
  /** Short line under the name (e.g. "Spécialiste Audi · Volkswagen · Seat · Skoda"). */
  tagline: nonEmpty('Le slogan'),
  /** Date the garage was founded (YYYY-MM-DD). */
  founded: isoDate,
  /** Date the current owners took over (YYYY-MM-DD). */
  takenOver: isoDate,
  /** Satisfied customers claimed ("plus de N clients satisfaits"). */
  satisfiedCustomers: z.number().int().positive(),
  /** Brands: the specialities first, then the other brands also serviced. */
  brands: strictObject({
    /** The garage's core specialities. */
    specialities: z.array(nonEmpty('La marque')).min(1),
    /** Other brands of the same group also serviced. */
    alsoServiced: z.array(nonEmpty('La marque')),
  }),
  /** Public website address, no trailing slash. */
  siteUrl: httpsUrl.refine((u) => !u.endsWith('/'), 'enlevez le / final (ex. https://www.exemple.fr)'),
  contact: strictObject({
    /** Street line (number and street). */
    street: nonEmpty('La rue'),
    /** Postal code, five digits. */
    postalCode: z
      .string({
        error: (issue) =>
          typeof issue.input === 'number'
            ? `YAML a lu le code postal comme un nombre : mettez-le entre guillemets (ex. '${String(issue.input).padStart(5, '0')}')`
            : undefined,
      })
      .regex(/^\d{5}$/, 'code postal à cinq chiffres attendu'),
    /** City. */
    city: nonEmpty('La ville'),
    /** District shown to visitors (e.g. "Lyon 9ᵉ"). */
    district: nonEmpty('Le quartier'),
    /** Phone as displayed. */
    phone: frenchPhone,
    /** E-mail address. */
    email: z.email('adresse e-mail invalide'),
  }),
  /** Towns the garage serves besides its own district, for search engines (e.g. "Écully"). */
  areaServed: z.array(nonEmpty('La commune')).min(1, 'au moins une commune desservie'),
  /** Map position and links. */
  map: strictObject({
    /** Latitude, WGS84. */
    latitude: z.number().min(-90).max(90),
    /** Longitude, WGS84. */
    longitude: z.number().min(-180).max(180),
  }),
  /** The external booking calendar. */
  booking: strictObject({
    /** URL of the appointment page, embedded on /reservation. */
    url: httpsUrl,
    /** Name of the calendar provider, for the privacy policy. */
    provider: nonEmpty('Le fournisseur du calendrier'),
    /** Provider's privacy policy URL. */
    providerPrivacyUrl: httpsUrl,
  }),
  /** Accepted payment methods, in display order. */
  payments: z.array(z.enum(['visa', 'mastercard', 'especes', 'virement'])).min(1),
  /** Legal identity for the mentions légales. */
  legal: z
    .object({
      /** Registered company name. */
      companyName: nonEmpty('La raison sociale'),
      /** Legal form (e.g. SARL, SAS). */
      legalForm: nonEmpty('La forme juridique'),
      /** Share capital in euros. */
      shareCapital: z.number().positive(),
      /** City of the RCS registry. */
      rcsCity: nonEmpty('La ville du RCS'),
      /** SIREN, nine digits grouped by three. */
      siren: z.string().regex(/^\d{3} \d{3} \d{3}$/, 'SIREN attendu : neuf chiffres (ex. 912 345 678)'),
      /** SIRET: SIREN followed by five digits. */
      siret: z.string().regex(/^\d{3} \d{3} \d{3} \d{5}$/, 'SIRET attendu : quatorze chiffres'),
      /** Intra-community VAT number. */
      vat: z.string().regex(/^FR\d{2} ?\d{3} ?\d{3} ?\d{3}$/, 'numéro de TVA attendu (FR + 11 chiffres)'),
      /** APE/NAF code. */
      ape: z.string().regex(/^\d{2}\.\d{2}[A-Z]$/, 'code APE attendu (ex. 45.20A)'),
      /** Person responsible for publication. */
      publicationDirector: nonEmpty('Le directeur de la publication'),
      /** Web host. */
      host: strictObject({
        name: nonEmpty('Le nom de l’hébergeur'),
        address: nonEmpty('L’adresse de l’hébergeur'),
        phone: nonEmpty('Le téléphone de l’hébergeur'),
      }),
      /** Consumer mediator the garage belongs to (Code de la consommation L.616-1, R.616-1). */
      mediator: strictObject({
        /** Name as listed by the CECMC. */
        name: nonEmpty('Le nom du médiateur'),
        /** Website where a consumer files a request. */
        url: httpsUrl,
        /** Postal address, one line. */
        address: nonEmpty('L’adresse du médiateur'),
      }),
    })
    .refine((l) => l.siret.startsWith(l.siren), {
      message: 'le SIRET doit commencer par le SIREN',
      path: ['siret'],
    })
    .refine(
      (l) => {
        // French VAT key = (12 + 3 × (SIREN mod 97)) mod 97.
        const siren = Number(l.siren.replaceAll(' ', ''));
        const key = (12 + 3 * (siren % 97)) % 97;
        return (
          l.vat.replaceAll(' ', '') === `FR${String(key).padStart(2, '0')}${l.siren.replaceAll(' ', '')}`
        );
      },
      { message: 'le numéro de TVA ne correspond pas au SIREN', path: ['vat'] },
    ),
  /** Short "about" text for the footer; one paragraph. */
  about: nonEmpty('Le texte de présentation'),
});
export type Garage = z.infer<typeof garageSchema>;

// ---------------------------------------------------------------- hours

/** Opening hours of one weekday; an empty list means closed all day. */
export const dayHoursSchema = z
  .object({
    /** Day of the week, in French. */
    day: z.enum(WEEKDAYS, { error: `jour attendu parmi : ${WEEKDAYS.join(', ')}` }),
    /** Opening ranges in order; [] = closed. */
    ranges: z.array(timeRange),
  })
  .refine(
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
export const closureSchema = z
  .object({
    /** First closed day, YYYY-MM-DD. */
    from: isoDate,
    /** Last closed day, YYYY-MM-DD (same as `from` for one day). */
    to: isoDate,
    /** Optional message, shown in the live status (« Fermé (message) · … ») during the closure. */
    message: z.string().optional(),
  })
  .refine((c) => !/^\d{4}-\d\d-\d\d$/.test(c.from) || !/^\d{4}-\d\d-\d\d$/.test(c.to) || c.to >= c.from, {
    message: 'la date de fin doit suivre la date de début',
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
  /** Exceptional closures, besides French public holidays (closed automatically). */
  closures: z.array(closureSchema).default([]),
});
export type Hours = z.infer<typeof hoursSchema>;

// ---------------------------------------------------------------- socials

/** A social network profile. */
export const socialSchema = strictObject({
  /** Which network (sets the brand mark). */
  network: z.enum(socialNetworks),
  /** Display name (e.g. "Facebook"). */
  name: nonEmpty('Le nom du réseau'),
  /** Profile URL, https only. */
  url: httpsUrl,
});
export type Social = z.infer<typeof socialSchema>;

// ---------------------------------------------------------------- home

/** A hero carousel slide: an image only. */
export const heroSlideSchema = strictObject({ image: imageSchema });
export type HeroSlide = z.infer<typeof heroSlideSchema>;

/** A service block on the home page (NOS SERVICES). */
export const serviceBlockSchema = strictObject({
  title: nonEmpty('Le titre'),
  /** Short text, one or two sentences. */
  text: nonEmpty('Le texte'),
  /** Page it links to. */
  href: z.string().regex(/^\/[\w/-]*$/, 'chemin interne attendu'),
  image: imageSchema,
});
export type ServiceBlock = z.infer<typeof serviceBlockSchema>;

/** An offer of the moment (OFFRES DU MOMENT). */
export const offerSchema = strictObject({
  title: nonEmpty('Le titre'),
  description: nonEmpty('La description'),
  image: imageSchema,
  /** Last day of the offer (YYYY-MM-DD), included; none for an offer without end. */
  until: z.iso.date('date attendue au format AAAA-MM-JJ').optional(),
});
export type Offer = z.infer<typeof offerSchema>;

/** A customer review. */
export const reviewSchema = strictObject({
  /** The review text, without quotation marks. */
  review: nonEmpty('L’avis'),
  /** Author as shown (first name and initial). */
  name: nonEmpty('Le nom'),
});
export type Review = z.infer<typeof reviewSchema>;

// ---------------------------------------------------------------- prices

/** A price: a single amount, a list of labelled amounts, or on quote only. */
export const priceSchema = z.discriminatedUnion('kind', [
  strictObject({
    kind: z.literal('from'),
    /** Starting price in euros TTC. */
    amount: euros,
  }),
  strictObject({
    kind: z.literal('variants'),
    /** Several starting prices, each with its label (e.g. "la paire avant"). */
    variants: z.array(strictObject({ label: nonEmpty('Le libellé'), amount: euros })).min(2),
  }),
  strictObject({ kind: z.literal('quote') }),
]);
export type Price = z.infer<typeof priceSchema>;

/** A repair and maintenance service card. */
export const repairServiceSchema = strictObject({
  title: nonEmpty('Le titre'),
  /** Two or three sentences: what it covers, when it is needed. */
  description: nonEmpty('La description'),
  price: priceSchema,
  /** Optional remark under the price (e.g. replacement interval). */
  note: z.string().optional(),
  image: imageSchema,
});
export type RepairService = z.infer<typeof repairServiceSchema>;

/** An interior cleaning package by vehicle category. */
export const cleaningPackageSchema = strictObject({
  /** Vehicle category (e.g. "Citadine"). */
  type: nonEmpty('Le type de véhicule'),
  price: euros,
});

/** A step of the cleaning process. */
export const cleaningStepSchema = strictObject({
  title: nonEmpty('Le titre'),
  subtitle: nonEmpty('Le sous-titre'),
  image: imageSchema,
});

/** The cleaning page's data: packages, surcharge, gift, steps. */
export const cleaningSchema = strictObject({
  packages: distinct(cleaningPackageSchema, 'type', 'la catégorie').min(1),
  /** Surcharge when the car is too dirty, euros TTC. */
  dirtySurcharge: euros,
  /** The gift offered with every service. */
  gift: nonEmpty('Le cadeau'),
  /** Steps in order; numbered on the page. */
  steps: distinct(cleaningStepSchema, 'title', 'le titre').min(1),
});
export type Cleaning = z.infer<typeof cleaningSchema>;

// ---------------------------------------------------------------- files

/** src/content/socials.yaml */
export const socialsFileSchema = strictObject({
  /** Social profiles in display order. */
  socials: distinct(socialSchema, 'network', 'le réseau').min(1),
});

/** src/content/home.yaml */
export const homeFileSchema = strictObject({
  /** Hero headline. */
  headline: nonEmpty('Le titre'),
  /** Hero tagline. */
  tagline: nonEmpty('Le slogan'),
  /** Hero carousel slides, in order. */
  heroSlides: z.array(heroSlideSchema).length(4, 'le carrousel compte quatre images'),
  /** NOS SERVICES blocks. */
  serviceBlocks: distinct(serviceBlockSchema, 'title', 'le titre').length(
    4,
    'quatre blocs de services attendus',
  ),
  /** OFFRES DU MOMENT. */
  offers: distinct(offerSchema, 'title', 'le titre').min(1),
  /** Intro sentence of the CONTACT section. */
  contactIntro: nonEmpty('L’introduction du contact'),
});
export type HomeFile = z.infer<typeof homeFileSchema>;

/** src/content/reviews.yaml */
export const reviewsFileSchema = strictObject({
  /** True while the reviews are samples awaiting the owner's real ones. */
  sample: z.boolean(),
  /** Reviews in display order. */
  reviews: distinct(reviewSchema, 'review', 'l’avis').min(3, 'au moins trois avis'),
});

/** src/content/repairs.yaml */
export const repairsFileSchema = strictObject({
  /** Hero heading of the page. */
  heading: nonEmpty('Le titre'),
  /** Hero text. */
  intro: nonEmpty('Le texte'),
  /** Services in display order. */
  services: distinct(repairServiceSchema, 'title', 'le titre').min(1),
});
export type RepairsFile = z.infer<typeof repairsFileSchema>;

/** src/content/cleaning.yaml */
export const cleaningFileSchema = cleaningSchema.extend({
  /** Hero heading of the page. */
  heading: nonEmpty('Le titre'),
  /** Hero text. */
  intro: nonEmpty('Le texte'),
});
export type CleaningFile = z.infer<typeof cleaningFileSchema>;
