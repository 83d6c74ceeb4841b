/** src/content/garage.yaml: the business itself (identity, contact, legal notice, booking, map). */
import { z } from 'astro/zod';
import { colourOnWhite } from './colour';
import {
  asTyped,
  emptyAsNone,
  frenchPhone,
  httpsUrl,
  imagePath,
  isoDate,
  nonEmpty,
  strictObject,
} from './common';
import { countedIn } from './units';

/** The Luhn key of the SIREN and SIRET (INSEE); La Poste's establishments add their digits instead. */
export function hasValidKey(identifier: string): boolean {
  const digits = identifier.replace(/\D/g, '');
  if (digits.length === 14 && digits.startsWith('356000000'))
    return [...digits].reduce((sum, d) => sum + Number(d), 0) % 5 === 0;
  let sum = 0;
  for (const [i, d] of [...digits].reverse().entries()) {
    const n = Number(d) * (i % 2 === 1 ? 2 : 1);
    sum += n > 9 ? n - 9 : n;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** A SIREN or SIRET refused when its key is wrong: one digit miscopied from the Kbis. */
const keyChecked = (name: 'SIREN' | 'SIRET') => (value: string, ctx: z.core.$RefinementCtx) => {
  if (/^\d{3} \d{3} \d{3}(?: \d{5})?$/.test(value) && !hasValidKey(value)) {
    ctx.addIssue({
      code: 'custom',
      message: `« ${value} » n’est pas un ${name} attribué : sa clé de contrôle est fausse (un chiffre mal recopié ?) ; recopiez celui de l’extrait Kbis ou de l’avis de situation Insee`,
    });
  }
};

/** Everything about the business itself: identity, contact, legal notice, booking, map. */
export const garageSchema = strictObject({
  /**
   * Trade name shown everywhere, drawn in the share images: no emoji, which their font lacks
   * (© ® ™ are letters of the font, kept).
   */
  name: nonEmpty('Le nom').superRefine((name, ctx) => {
    const emoji = /(?![©®™])\p{Extended_Pictographic}/u.exec(name)?.[0];
    if (emoji)
      ctx.addIssue({
        code: 'custom',
        message: `le nom contient un émoji («\u00a0${emoji}\u00a0»), que les images de partage dessinent comme un carré vide\u00a0: retirez-le (le logo est là pour l’image du garage)`,
      });
  }),
  /** Short line under the name (e.g. "Spécialiste Peugeot et Citroën à Rennes depuis 1990"). */
  tagline: nonEmpty('Le slogan'),
  /** Date the garage was founded (YYYY-MM-DD). */
  founded: isoDate,
  /** Date the current owners took over (YYYY-MM-DD), if the garage changed hands; shown nowhere. */
  takenOver: emptyAsNone(isoDate),
  /** Satisfied customers claimed ("plus de N clients satisfaits"). */
  satisfiedCustomers: z.number().int().positive(),
  /** Brands: the specialities first, then the other brands also serviced. */
  brands: strictObject({
    /** The garage's core specialities. */
    specialities: z.array(nonEmpty('La marque')).min(1),
    /** Other brands of the same group also serviced. */
    alsoServiced: z.array(nonEmpty('La marque')),
    /**
     * The brands in short, under the name in the header (e.g. « Audi · VW · Seat · Skoda »);
     * none: every brand in full, joined by « · ».
     */
    short: nonEmpty('Les marques en bref').optional(),
  }),
  /** The garage's look: its two colours, from which every colour of the site derives (src/lib/palette.ts), and its logo. */
  look: strictObject({
    /** The main colour: header, footer, dark bands, text (#rrggbb); white reads on it. */
    primary: colourOnWhite,
    /** The colour of every action: buttons, prices, the share images' band (#rrggbb); white reads on it. */
    accent: colourOnWhite,
    /** The logo, square: the header's and footer's mark, the favicon and the app icons are drawn from it. */
    logo: strictObject({
      /** Its file under src/assets (e.g. brand/logo.svg), SVG or PNG. */
      src: imagePath.refine((src) => /\.(svg|png)$/i.test(src), 'le logo doit être un SVG ou un PNG'),
    }),
  }),
  /** Public website address, no trailing slash. */
  siteUrl: httpsUrl.refine((u) => !u.endsWith('/'), 'enlevez le / final (ex. https://www.exemple.fr)'),
  /** Address, phone and e-mail, shown on every page. */
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
      .overwrite(asTyped)
      .regex(/^\d{5}$/, 'code postal à cinq chiffres attendu'),
    /** City. */
    city: nonEmpty('La ville'),
    /** District shown to visitors (e.g. "Rennes Centre"); without it, the city is named. */
    district: emptyAsNone(nonEmpty('Le quartier')),
    /** Phone as displayed. */
    phone: frenchPhone,
    /** E-mail address; a space around it (a copy from a message) is dropped. */
    email: z.preprocess(
      (value) => (typeof value === 'string' ? asTyped(value) : value),
      z.email('adresse e-mail invalide (ex. contact@exemple.fr)'),
    ),
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
  legal: strictObject({
    /** Registered company name. */
    companyName: nonEmpty('La raison sociale'),
    /** Legal form (e.g. SARL, SAS). */
    legalForm: nonEmpty('La forme juridique'),
    /** Share capital in euros. */
    shareCapital: z.number().positive().meta(countedIn('€')),
    /** City of the RCS registry. */
    rcsCity: nonEmpty('La ville du RCS'),
    /** SIREN, nine digits grouped by three. */
    siren: z
      .string()
      .overwrite(asTyped)
      .regex(/^\d{3} \d{3} \d{3}$/, 'SIREN attendu : neuf chiffres (ex. 912 345 678)')
      .superRefine(keyChecked('SIREN')),
    /** SIRET: SIREN followed by five digits. */
    siret: z
      .string()
      .overwrite(asTyped)
      .regex(/^\d{3} \d{3} \d{3} \d{5}$/, 'SIRET attendu : quatorze chiffres')
      .superRefine(keyChecked('SIRET')),
    /** Intra-community VAT number. */
    vat: z.string().regex(/^FR\d{2} ?\d{3} ?\d{3} ?\d{3}$/, 'numéro de TVA attendu (FR + 11 chiffres)'),
    /** APE/NAF code. */
    ape: z.string().regex(/^\d{2}\.\d{2}[A-Z]$/, 'code APE attendu (ex. 45.20A)'),
    /** Person responsible for publication. */
    publicationDirector: nonEmpty('Le directeur de la publication'),
    /** Web host. */
    host: strictObject({
      /** The host's company name. */
      name: nonEmpty('Le nom de l’hébergeur'),
      /** The host's postal address, one line. */
      address: nonEmpty('L’adresse de l’hébergeur'),
      /** The host's phone, as displayed. */
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
      /**
       * Whether the garage has confirmed it belongs to this mediator: the agency ticks it once the
       * owner has; absent or false, the go-live guard refuses the publication (src/admin/go-live.ts).
       */
      confirmed: z.boolean().optional(),
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
