/**
 * Zod schemas of the owner's data, one per concern. Pure module (no `astro:` import)
 * so unit tests can feed it bad data; `src/content.config.ts` wires each schema to its file.
 */
import { z } from 'astro/zod';
import { WEEKDAYS, toMinutes } from '../lib/week';

// Default messages (wrong type, missing field…) in French, like the custom ones below.
z.config(z.locales.fr());

export { WEEKDAYS, toMinutes, type Weekday } from '../lib/week';

const nonEmpty = (what: string) => z.string().trim().min(1, `${what} est obligatoire`);

/** A time of day "HH:MM", 24-hour clock. */
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'heure attendue au format HH:MM (ex. 08:00)');

/** A French phone number as displayed: ten digits in pairs, starting with 0 (e.g. 04 65 71 23 81). */
export const frenchPhone = z
  .string()
  .regex(
    /^0[1-9](?: \d{2}){4}$/,
    'numéro français attendu, dix chiffres groupés par deux (ex. 04 65 71 23 81)',
  );

/** An absolute https URL. */
const httpsUrl = z
  .url('adresse web invalide')
  .refine((u) => u.startsWith('https://'), 'l’adresse doit commencer par https://');

/** A path of an image under src/assets (e.g. "illustrations/repairs/batterie.svg" or "photos/atelier.jpg"). */
export const imagePath = z
  .string()
  .regex(
    /^[\w./-]+\.(svg|png|jpe?g|webp|avif)$/i,
    'chemin d’image attendu sous src/assets (ex. photos/atelier.jpg)',
  );

/** An image with its French alternative text; empty alt means decorative. */
export const imageSchema = z.object({
  /** Path under src/assets. */
  src: imagePath,
  /** What the image shows, in French; "" when purely decorative. */
  alt: z.string(),
});

/** A price in euros TTC: positive, at most two decimals. */
export const euros = z
  .number({ error: 'le prix doit être un nombre (ex. 79 ou 549.9)' })
  .positive('le prix doit être supérieur à 0')
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
  .refine((r) => toMinutes(r.close) > toMinutes(r.open), {
    message: 'l’heure de fermeture doit être après l’heure d’ouverture',
    path: ['close'],
  });

// ---------------------------------------------------------------- garage

const socialNetworks = ['facebook', 'instagram', 'tiktok', 'snapchat'] as const;

/** Everything about the business itself: identity, contact, legal notice, booking, map. */
export const garageSchema = z.object({
  /** Trade name shown everywhere. */
  name: nonEmpty('Le nom'),
  /** Short line under the name (e.g. "Spécialiste Audi · Volkswagen · Seat · Skoda"). */
  tagline: nonEmpty('Le slogan'),
  /** Date the garage was founded (YYYY-MM-DD). */
  founded: z.iso.date('date attendue au format AAAA-MM-JJ'),
  /** Date the current owners took over (YYYY-MM-DD). */
  takenOver: z.iso.date('date attendue au format AAAA-MM-JJ'),
  /** Satisfied customers claimed ("plus de N clients satisfaits"). */
  satisfiedCustomers: z.number().int().positive(),
  /** Brands: the specialities first, then the other brands also serviced. */
  brands: z.object({
    /** The garage's core specialities. */
    specialities: z.array(nonEmpty('La marque')).min(1),
    /** Other brands of the same group also serviced. */
    alsoServiced: z.array(nonEmpty('La marque')),
  }),
  /** Public website address, no trailing slash. */
  siteUrl: httpsUrl.refine((u) => !u.endsWith('/'), 'pas de / final'),
  contact: z.object({
    /** Street line (number and street). */
    street: nonEmpty('La rue'),
    /** Postal code, five digits. */
    postalCode: z.string().regex(/^\d{5}$/, 'code postal à cinq chiffres attendu'),
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
  map: z.object({
    /** Latitude, WGS84. */
    latitude: z.number().min(-90).max(90),
    /** Longitude, WGS84. */
    longitude: z.number().min(-180).max(180),
  }),
  /** The external booking calendar. */
  booking: z.object({
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
      host: z.object({
        name: nonEmpty('Le nom de l’hébergeur'),
        address: nonEmpty('L’adresse de l’hébergeur'),
        phone: nonEmpty('Le téléphone de l’hébergeur'),
      }),
      /** Consumer mediator the garage belongs to (Code de la consommation L.616-1, R.616-1). */
      mediator: z.object({
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
    (d) => d.ranges.every((r, i) => i === 0 || toMinutes(r.open) >= toMinutes(d.ranges[i - 1]!.close)),
    { message: 'les plages horaires doivent se suivre sans se chevaucher', path: ['ranges'] },
  );
export type DayHours = z.infer<typeof dayHoursSchema>;

/** An exceptional closure (holidays, works), inclusive dates. */
export const closureSchema = z
  .object({
    /** First closed day, YYYY-MM-DD. */
    from: z.iso.date('date attendue au format AAAA-MM-JJ'),
    /** Last closed day, YYYY-MM-DD (same as `from` for one day). */
    to: z.iso.date('date attendue au format AAAA-MM-JJ'),
    /** Optional message, shown in the live status (« Fermé (message) · … ») during the closure. */
    message: z.string().optional(),
  })
  .refine((c) => c.to >= c.from, { message: 'la date de fin doit suivre la date de début', path: ['to'] });
export type Closure = z.infer<typeof closureSchema>;

/** The whole opening-hours file. */
export const hoursSchema = z.object({
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

// ---------------------------------------------------------------- socials & navigation

/** A social network profile. */
export const socialSchema = z.object({
  /** Which network (sets the brand mark). */
  network: z.enum(socialNetworks),
  /** Display name (e.g. "Facebook"). */
  name: nonEmpty('Le nom du réseau'),
  /** Profile URL, https only. */
  url: httpsUrl,
});
export type Social = z.infer<typeof socialSchema>;

/** A navigation item; `children` are shown under it (services). */
export const navItemSchema = z.object({
  /** Label shown. */
  name: nonEmpty('Le libellé'),
  /** Site-relative path starting with /. */
  href: z.string().regex(/^\/[\w/-]*$/, 'chemin interne attendu (ex. /contact)'),
  /** Sub-items. */
  children: z
    .array(
      z.object({
        name: nonEmpty('Le libellé'),
        href: z.string().regex(/^\/[\w/-]*$/, 'chemin interne attendu (ex. /contact)'),
      }),
    )
    .optional(),
});
export type NavItem = z.infer<typeof navItemSchema>;

// ---------------------------------------------------------------- home

/** A hero carousel slide: an image only. */
export const heroSlideSchema = z.object({ image: imageSchema });
export type HeroSlide = z.infer<typeof heroSlideSchema>;

/** A service block on the home page (NOS SERVICES). */
export const serviceBlockSchema = z.object({
  title: nonEmpty('Le titre'),
  /** Short text, one or two sentences. */
  text: nonEmpty('Le texte'),
  /** Page it links to. */
  href: z.string().regex(/^\/[\w/-]*$/, 'chemin interne attendu'),
  image: imageSchema,
});
export type ServiceBlock = z.infer<typeof serviceBlockSchema>;

/** An offer of the moment (OFFRES DU MOMENT). */
export const offerSchema = z.object({
  title: nonEmpty('Le titre'),
  description: nonEmpty('La description'),
  image: imageSchema,
  /** Last day of the offer (YYYY-MM-DD), included; none for an offer without end. */
  until: z.iso.date('date attendue au format AAAA-MM-JJ').optional(),
});
export type Offer = z.infer<typeof offerSchema>;

/** A customer review. */
export const reviewSchema = z.object({
  /** The review text, without quotation marks. */
  review: nonEmpty('L’avis'),
  /** Author as shown (first name and initial). */
  name: nonEmpty('Le nom'),
});
export type Review = z.infer<typeof reviewSchema>;

// ---------------------------------------------------------------- prices

/** A price: a single amount, a list of labelled amounts, or on quote only. */
export const priceSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('from'),
    /** Starting price in euros TTC. */
    amount: euros,
  }),
  z.object({
    kind: z.literal('variants'),
    /** Several starting prices, each with its label (e.g. "la paire avant"). */
    variants: z.array(z.object({ label: nonEmpty('Le libellé'), amount: euros })).min(2),
  }),
  z.object({ kind: z.literal('quote') }),
]);
export type Price = z.infer<typeof priceSchema>;

/** A repair and maintenance service card. */
export const repairServiceSchema = z.object({
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
export const cleaningPackageSchema = z.object({
  /** Vehicle category (e.g. "Citadine"). */
  type: nonEmpty('Le type de véhicule'),
  price: euros,
});

/** A step of the cleaning process. */
export const cleaningStepSchema = z.object({
  title: nonEmpty('Le titre'),
  subtitle: nonEmpty('Le sous-titre'),
  image: imageSchema,
});

/** The cleaning page's data: packages, surcharge, gift, steps. */
export const cleaningSchema = z.object({
  packages: z.array(cleaningPackageSchema).min(1),
  /** Surcharge when the car is too dirty, euros TTC. */
  dirtySurcharge: euros,
  /** The gift offered with every service. */
  gift: nonEmpty('Le cadeau'),
  /** Steps in order; numbered on the page. */
  steps: z.array(cleaningStepSchema).min(1),
});
export type Cleaning = z.infer<typeof cleaningSchema>;

// ---------------------------------------------------------------- files

/** src/content/socials.yaml */
export const socialsFileSchema = z.object({
  /** Social profiles in display order. */
  socials: z.array(socialSchema).min(1),
});

/** src/content/navigation.yaml */
export const navigationFileSchema = z.object({
  /** Main navigation items in order. */
  items: z.array(navItemSchema).min(1),
});

/** src/content/home.yaml */
export const homeFileSchema = z.object({
  /** Hero headline. */
  headline: nonEmpty('Le titre'),
  /** Hero tagline. */
  tagline: nonEmpty('Le slogan'),
  /** Hero carousel slides, in order. */
  heroSlides: z.array(heroSlideSchema).length(4, 'le carrousel compte quatre images'),
  /** NOS SERVICES blocks. */
  serviceBlocks: z.array(serviceBlockSchema).length(4, 'quatre blocs de services attendus'),
  /** OFFRES DU MOMENT. */
  offers: z.array(offerSchema).min(1),
  /** Intro sentence of the CONTACT section. */
  contactIntro: nonEmpty('L’introduction du contact'),
});
export type HomeFile = z.infer<typeof homeFileSchema>;

/** src/content/reviews.yaml */
export const reviewsFileSchema = z.object({
  /** True while the reviews are samples awaiting the owner's real ones. */
  sample: z.boolean(),
  /** Reviews in display order. */
  reviews: z.array(reviewSchema).min(3, 'au moins trois avis'),
});

/** src/content/repairs.yaml */
export const repairsFileSchema = z.object({
  /** Hero heading of the page. */
  heading: nonEmpty('Le titre'),
  /** Hero text. */
  intro: nonEmpty('Le texte'),
  /** Services in display order. */
  services: z.array(repairServiceSchema).min(1),
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
