/**
 * The editor's words, in French: each file's and field's label and hint, the labels of allowed
 * values, and the few rules a schema keeps in code rather than in its JSON Schema (a refinement):
 * times, dates, https links, cents, image paths. Keyed by field path (keys joined by dots, list
 * entries left out; `price#from` names a kind of price). config.ts derives everything else from
 * the schemas; config.test.ts fails when a field has no label here, when a label names no field,
 * and when a rule below disagrees with its schema.
 * The hints carry what the YAML files' comments tell a hand editor.
 */
import type { EditableFile } from './schemas';
import type { Decimals } from './numbers';
import { FUEL_LABELS, GEARBOX_LABELS } from '#lib/vehicles.ts';
import { PAYMENT_LABELS } from '#lib/payments.ts';
import { STATIC_PAGES } from '#lib/pages.ts';
import {
  INCLUDES_BOUNDS,
  LABOUR_RATE_BOUNDS,
  OFFER_BOUNDS,
  PRICE_BOUNDS,
  REVIEW_BOUNDS,
  REVIEW_POLICY_BOUNDS,
  VEHICLE_BOUNDS,
} from '#schemas/index.ts';

/** A number as the site writes it: 10 000 (a narrow no-break space between thousands). */
const fr = (n: number) => new Intl.NumberFormat('fr-FR').format(n);
/** « entre 1 € et 10 000 € »: a hint's bounds, read from the schema's own constants. */
const between = ({ min, max }: { min: number; max: number }, unit: string) =>
  `entre ${fr(min)}${unit} et ${fr(max)}${unit}`;

/** A field's words, and the options a schema refinement implies (bound to the schema by a test). */
export interface FieldWords {
  label: string;
  hint?: string;
  /** Labels of the allowed values, by value. */
  options?: Record<string, string>;
  /** What the form says when the schema's pattern does not match. */
  patternMessage?: string;
  /** A number field's decimals (numbers.ts): 2 for euros and cents; none for a whole number. */
  decimals?: Decimals;
  /** Sveltia options beyond the derived ones: a widget, a pattern or a step the schema checks in code. */
  [option: string]: unknown;
}

/** Words and options of one data file's form. */
export interface FileWords {
  label: string;
  fields: Record<string, FieldWords>;
}

/** Times « 08:00 », as the schema's `time` refinement accepts them. */
export const TIME = {
  pattern: ['^([01]\\d|2[0-3]):[0-5]\\d$', 'heure au format HH:MM, par exemple 08:00 (pas « 8h »)'],
} as const;
/** A date picker writing 2027-08-02, as the schema's `isoDate` refinement reads it. */
export const DATE = { widget: 'datetime', type: 'date', format: 'YYYY-MM-DD' } as const;
/** A month « 2026-09 », as the schema's `pastMonth` refinement reads it (the future is the save check's). */
export const MONTH = {
  pattern: ['^\\d{4}-(0[1-9]|1[0-2])$', 'mois au format AAAA-MM, par exemple 2026-09'],
} as const;
/** An https link, as the schema's `httpsUrl` refinement accepts it. */
export const HTTPS = {
  type: 'url',
  pattern: [
    '^https://[^/.\\s]+\\.[^\\s]+$',
    'adresse web commençant par https:// (ex. https://www.exemple.fr)',
  ],
} as const;
/** The collection of the owner's files (its name is in the editor's addresses: #/collections/contenu/…). */
export const COLLECTION = 'contenu';

/**
 * A price list entry's fixed key (`id`), which the offers name: never shown, never typed; a new
 * entry gets a random one from the editor (8 letters and digits).
 */
const FIXED_KEY: FieldWords = {
  label: 'Clé fixe',
  widget: 'hidden',
  default: '{{uuid_shorter}}',
  patternMessage: 'clé fixe invalide',
};
/**
 * The picker of a price list's entries as the repository holds them now (the editor's own state),
 * each named with its list: « Nettoyage intérieur : Citadine ».
 */
const pick = (label: string, file: EditableFile, list: string, name: string): FieldWords => ({
  label,
  widget: 'relation',
  collection: COLLECTION,
  file,
  value_field: `${list}.*.id`,
  display_fields: [`${label}\u00a0: {{${list}.*.${name}}}`],
  search_fields: [`${list}.*.${name}`],
  patternMessage: 'choisissez dans la liste',
});

/** Euros with cents: the schema refuses more than two decimals. */
export const EUROS = { decimals: 2 } as const;
/**
 * An image of the site, picked with a preview among the site's images (the editor's media folder,
 * src/assets: illustrations and photos), or uploaded there; never a path typed, nor an address.
 * The editor writes the path from its public folder (`/illustrations/repairs/batterie.svg`); the
 * schema reads it from src/assets.
 */
export const IMAGE_PICKER = {
  widget: 'image',
  choose_url: false,
  hint: 'Touchez « Remplacer l’image », cherchez une image du site par son nom (ex. batterie) ou téléversez une photo.',
} as const;

const ALT = {
  label: 'Description de l’image (alt)',
  hint: 'Ce que montre l’image, pour qui ne la voit pas. Vide si l’image est décorative (le titre suffit).',
};
const image = (prefix: string): Record<string, FieldWords> => ({
  [prefix]: { label: 'Image' },
  [`${prefix}.src`]: { label: 'Fichier de l’image', ...IMAGE_PICKER },
  [`${prefix}.alt`]: ALT,
});
const amount = (hint?: string): FieldWords => ({
  label: 'Prix (€ TTC)',
  hint:
    hint ??
    `En chiffres, ${between(PRICE_BOUNDS, '\u00a0€')}\u00a0; une virgule pour les centimes\u00a0: 549,90.`,
  ...EUROS,
});

/** What a price covers (includes.ts): a list of lines, under a service or a package. */
const includes = (prefix: string): Record<string, FieldWords> => ({
  [prefix]: {
    label: 'Ce que comprend le prix (facultatif)',
    label_singular: 'élément',
    hint: `Une opération, une pièce ou une fourniture par ligne (${INCLUDES_BOUNDS.items} au plus) : la loi demande de tenir cette liste à la disposition des clients ; le site l’affiche sous le prix.`,
  },
  [`${prefix}[]`]: { label: 'Élément compris', hint: `${fr(INCLUDES_BOUNDS.item)} caractères au plus.` },
});

/**
 * How many decimals the number field at `path` of `file` takes: none for a whole number (its
 * schema's `integer`), else its words' (cents for a price), else any. The form's pattern and the
 * save check both read it here.
 */
export function fieldDecimals(file: EditableFile, path: string, integer: boolean): Decimals {
  return integer ? 0 : (FILE_FORMS[file].fields[path]?.decimals ?? 'any');
}

/**
 * A service's several prices in its list summary, each in a slot of its own (a summary template
 * has no loop): the first eight, more than any service has (two today); an empty slot writes nothing.
 */
const PRICE_SLOTS = Array.from({ length: 8 }, (_, i) => `{{fields.price.variants.${i}.amount}}`).join('/');

/** Every data file's form, in the order of the editor's list. */
export const FILE_FORMS: Record<EditableFile, FileWords> = {
  repairs: {
    label: 'Prix des réparations',
    fields: {
      heading: { label: 'Titre de la page' },
      intro: { label: 'Texte d’introduction', widget: 'text' },
      services: {
        label: 'Prestations',
        label_singular: 'prestation',
        // Its price beside its name, to find it by eye: its one amount or each of its several
        // (« / » between); number-inputs.ts (frenchSummary) writes them as the site prints them,
        // « à partir de » the lowest of several, « sur devis » for a quote.
        summary: `{{fields.title}}\u00a0: {{fields.price.amount}}${PRICE_SLOTS}\u00a0€`,
        collapsed: true,
      },
      'services.id': FIXED_KEY,
      'services.title': {
        label: 'Nom de la prestation',
        hint: 'Deux prestations ne peuvent pas avoir le même nom.',
      },
      'services.description': { label: 'Description', widget: 'text' },
      'services.price': { label: 'Prix', hint: '« À partir de » un prix, plusieurs prix, ou « Sur devis ».' },
      'services.price#from': { label: 'À partir de' },
      'services.price#variants': { label: 'Plusieurs prix (ex. la paire avant, la paire arrière)' },
      'services.price#quote': { label: 'Sur devis' },
      'services.price.amount': amount(),
      'services.price.variants': { label: 'Prix', label_singular: 'prix', hint: 'Au moins deux.' },
      'services.price.variants.label': { label: 'Libellé', hint: 'Par exemple : la paire avant.' },
      'services.price.variants.amount': amount(),
      'services.note': {
        label: 'Remarque sous le prix (facultatif)',
        hint: 'Par exemple : remplacement conseillé tous les 15 000 km.',
      },
      ...image('services.image'),
      ...includes('services.includes'),
      labour: {
        label: 'Main-d’œuvre',
        hint: 'Obligatoire (arrêté du 27 mars 1987) : vos taux horaires TTC et la façon de compter le temps, affichés en haut de la page des prix.',
      },
      'labour.rates': {
        label: 'Taux horaires',
        label_singular: 'taux horaire',
        hint: 'Un par type de travaux (mécanique, diagnostic et électricité, carrosserie…).',
        summary: '{{fields.work}} : {{fields.rate}} € TTC de l’heure',
      },
      'labour.rates.work': { label: 'Type de travaux', hint: 'Par exemple : Mécanique et entretien.' },
      'labour.rates.rate': {
        label: 'Taux horaire (€ TTC de l’heure)',
        hint: `En chiffres, ${between(LABOUR_RATE_BOUNDS, '\u00a0€')} ; une virgule pour les centimes.`,
        ...EUROS,
      },
      'labour.counting': {
        label: 'Temps facturé',
        hint: 'Si vous suivez le barème du constructeur, le client peut demander à le consulter.',
        options: {
          'time-spent': 'Le temps réellement passé',
          'manufacturer-schedule': 'Le barème de temps du constructeur',
        },
      },
      quote: {
        label: 'Devis',
        hint: 'Gratuit ou payant : le site le dit partout où il parle de devis (prix, réservation, contact).',
      },
      'quote#free': { label: 'Gratuit' },
      'quote#paid': { label: 'Payant' },
      'quote.amount': { ...amount(`${between(PRICE_BOUNDS, '\u00a0€')}.`), label: 'Prix du devis (€ TTC)' },
      'quote.deducted': {
        label: 'Déduit de la réparation',
        hint: 'Coché : le prix du devis est déduit de la facture si le client fait faire la réparation.',
      },
    },
  },
  cleaning: {
    label: 'Nettoyage',
    fields: {
      packages: {
        label: 'Forfaits intérieurs',
        label_singular: 'forfait',
        summary: '{{fields.type}} : {{fields.price}} €',
      },
      'packages.id': FIXED_KEY,
      'packages.type': { label: 'Catégorie de véhicule', hint: 'Par exemple : Citadine.' },
      'packages.price': amount(),
      ...includes('packages.includes'),
      dirtySurcharge: amount(
        `Supplément si le véhicule est particulièrement sale, ${between(PRICE_BOUNDS, '\u00a0€')}.`,
      ),
      gift: { label: 'Cadeau offert', hint: 'Le bandeau du cadeau offert à chaque prestation.' },
      steps: {
        label: 'Étapes du nettoyage',
        label_singular: 'étape',
        hint: 'Numérotées sur la page dans cet ordre.',
        summary: '{{fields.title}}',
      },
      'steps.title': { label: 'Titre de l’étape' },
      'steps.subtitle': { label: 'Sous-titre', widget: 'text' },
      ...image('steps.image'),
      heading: { label: 'Titre de la page' },
      intro: { label: 'Texte d’introduction', widget: 'text' },
    },
  },
  parts: {
    label: 'Pièces d’occasion',
    fields: {
      heading: { label: 'Titre de la page', hint: 'Aussi son nom dans le menu.' },
      intro: { label: 'Texte d’introduction', widget: 'text' },
      notice: {
        label: 'Annonce (page en préparation)',
        hint: 'Par exemple : En cours de développement ! Videz ce champ quand la page présente vos pièces.',
      },
      parts: {
        label: 'Pièces vendues',
        label_singular: 'pièce',
        hint: 'Les sortes de pièces que vous vendez : la page est alors proposée aux moteurs de recherche.',
        summary: '{{fields.title}}',
      },
      'parts.title': { label: 'Pièce' },
      'parts.text': { label: 'Détail', widget: 'text' },
      photos: { label: 'Photos', label_singular: 'photo', hint: 'Six au plus : les pièces, le stock.' },
      'photos.src': { label: 'Photo', ...IMAGE_PICKER },
      'photos.alt': ALT,
      howToAsk: { label: 'Comment demander une pièce', widget: 'text' },
    },
  },
  hours: {
    label: 'Horaires et fermetures',
    fields: {
      week: {
        label: 'Semaine',
        hint: 'Du lundi au dimanche. Les jours fériés français sont fermés automatiquement.',
        allow_add: false,
        allow_remove: false,
        allow_reorder: false,
        summary: '{{fields.day}}',
      },
      'week.day': { label: 'Jour', readonly: true },
      'week.ranges': {
        label: 'Plages d’ouverture',
        label_singular: 'plage',
        hint: 'Aucune plage = fermé toute la journée.',
        summary: '{{fields.open}} – {{fields.close}}',
      },
      'week.ranges.open': { label: 'Ouverture', ...TIME },
      'week.ranges.close': { label: 'Fermeture', hint: 'Après l’ouverture.', ...TIME },
      closures: {
        label: 'Fermetures exceptionnelles',
        label_singular: 'fermeture',
        hint: 'Congés, travaux : premier et dernier jour fermés, inclus.',
        summary: '{{fields.from}} → {{fields.to}}',
      },
      'closures.from': { label: 'Premier jour fermé', ...DATE },
      'closures.to': { label: 'Dernier jour fermé', hint: 'Le même jour pour une seule journée.', ...DATE },
      'closures.message': {
        label: 'Message (facultatif)',
        hint: 'Affiché pendant la fermeture, par exemple : Fermeture estivale du 2 au 20 août.',
      },
    },
  },
  vehicles: {
    label: 'Voitures d’occasion',
    fields: {
      vehicles: {
        label: 'Voitures',
        label_singular: 'voiture',
        summary: '{{fields.make}} {{fields.model}} – {{fields.version}}',
        collapsed: true,
      },
      'vehicles.make': { label: 'Marque', hint: 'Par exemple : Renault.' },
      'vehicles.model': { label: 'Modèle', hint: 'Par exemple : Clio.' },
      'vehicles.version': {
        label: 'Version',
        hint: 'Moteur et finition, par exemple : 1.6 TDI 115 Confortline.',
      },
      'vehicles.year': {
        label: 'Année',
        hint: `De ${VEHICLE_BOUNDS.year.min} à l’an prochain (${VEHICLE_BOUNDS.year.max()}).`,
      },
      'vehicles.mileageKm': {
        label: 'Kilométrage (km)',
        hint: `En chiffres, par exemple 98 500\u00a0; au plus ${fr(VEHICLE_BOUNDS.mileageKm.max)} km.`,
      },
      'vehicles.fuel': {
        label: 'Carburant',
        options: FUEL_LABELS,
      },
      'vehicles.gearbox': {
        label: 'Boîte de vitesses',
        options: GEARBOX_LABELS,
      },
      'vehicles.price': {
        label: 'Prix (€ TTC)',
        hint: `Euros entiers, ${between(VEHICLE_BOUNDS.price, '\u00a0€')}, par exemple 15 900.`,
      },
      'vehicles.photos': {
        label: 'Photos',
        label_singular: 'photo',
        hint: 'Au moins une ; la première est celle de la liste.',
      },
      'vehicles.photos.src': {
        label: 'Photo',
        hint: 'Prise avec le téléphone (JPEG, même IMG_1234.JPG) : le site la redresse et la réduit.',
        widget: 'image',
        media_folder: '/src/assets/photos/vehicules',
        public_folder: 'photos/vehicules',
      },
      'vehicles.photos.alt': {
        label: 'Ce que montre la photo',
        hint: 'Par exemple : La Clio vue de trois quarts avant.',
      },
      'vehicles.description': {
        label: 'Description',
        widget: 'text',
        hint: 'Quelques phrases sur la voiture.',
      },
      'vehicles.sold': { label: 'Vendue', hint: 'Cochée : la voiture quitte la liste et perd sa page.' },
    },
  },
  home: {
    label: 'Page d’accueil',
    fields: {
      headline: { label: 'Titre du haut de page' },
      tagline: { label: 'Slogan', widget: 'text' },
      heroSlides: {
        label: 'Images du carrousel',
        label_singular: 'image',
        hint: 'Une à quatre images, dans l’ordre de défilement (une seule image ne défile pas).',
      },
      ...image('heroSlides.image'),
      serviceBlocks: {
        label: 'Blocs « Nos services »',
        label_singular: 'bloc',
        hint: 'De un à quatre blocs, dans l’ordre d’affichage, chacun vers une page qui existe.',
        summary: '{{fields.title}}',
      },
      'serviceBlocks.title': { label: 'Titre' },
      'serviceBlocks.text': { label: 'Texte', widget: 'text' },
      'serviceBlocks.href': {
        label: 'Page liée',
        hint: 'La page du site où mène le bloc.',
        options: Object.fromEntries(
          STATIC_PAGES.map((page) => [page.path, `${page.menu?.label ?? page.path} (${page.path})`]),
        ),
      },
      ...image('serviceBlocks.image'),
      offers: { label: 'Offres du moment', label_singular: 'offre', summary: '{{fields.title}}' },
      'offers.title': { label: 'Titre de l’offre' },
      'offers.description': {
        label: 'Description',
        widget: 'text',
        hint: `Une ou deux phrases, ${fr(OFFER_BOUNDS.description)} caractères au plus, sans prix (voir « Prix affiché »).`,
      },
      'offers.price': {
        label: 'Prix affiché (facultatif)',
        hint: 'La prestation ou le forfait dont la carte affiche le prix, tel qu’il est écrit dans la liste des prix (jamais dans le texte) ; il suit la prestation si vous la renommez.',
      },
      'offers.price#service': { label: 'Prix d’une réparation' },
      'offers.price#package': { label: 'Prix d’un forfait de nettoyage intérieur' },
      'offers.price#service.id': pick('Réparation', 'repairs', 'services', 'title'),
      'offers.price#package.id': pick('Nettoyage intérieur', 'cleaning', 'packages', 'type'),
      ...image('offers.image'),
      'offers.until': {
        label: 'Dernier jour de l’offre (facultatif)',
        hint: 'Inclus ; laissez vide pour une offre sans fin.',
      },
      contactIntro: { label: 'Phrase d’introduction du contact', widget: 'text' },
    },
  },
  reviews: {
    label: 'Avis clients',
    fields: {
      sample: {
        label: 'Avis d’exemple',
        hint: 'Décochez quand les avis sont ceux de vrais clients (recopiés avec leur accord).',
      },
      reviews: { label: 'Avis', label_singular: 'avis', hint: 'Au moins trois.', summary: '{{fields.name}}' },
      'reviews.review': {
        label: 'Texte de l’avis',
        widget: 'text',
        hint: `Sans guillemets : le site les ajoute. ${fr(REVIEW_BOUNDS.review)} caractères au plus.`,
      },
      'reviews.name': { label: 'Auteur', hint: 'Prénom et initiale du nom.' },
      'reviews.date': {
        label: 'Date de l’avis',
        hint: 'Le jour où le client l’a écrit. Obligatoire pour un vrai avis (Code de la consommation, art. D111-17).',
        ...DATE,
      },
      'reviews.experience': {
        label: 'Mois de la prestation (AAAA-MM)',
        hint: 'Le mois où le client est venu, par exemple 2026-09 ; pas après la date de l’avis. Obligatoire pour un vrai avis.',
        ...MONTH,
      },
      policy: {
        label: 'Comment les avis sont recueillis',
        hint: 'Obligatoire (Code de la consommation, art. L111-7-2, D111-17 à D111-19) : la ligne sous les avis de l’accueil et la rubrique « Avis clients » des mentions légales.',
      },
      'policy.source': {
        label: 'Origine des avis',
        hint: 'Se lit après « Avis recueillis », par exemple : au garage et sur notre fiche Google.',
      },
      'policy.check': {
        label: 'Contrôle des avis (vide : aucun)',
        widget: 'text',
        hint: `Comment vous vérifiez un avis avant de l’afficher ; ${fr(REVIEW_POLICY_BOUNDS.line)} caractères au plus.`,
      },
      'policy.reward': {
        label: 'Contrepartie offerte (vide : aucune)',
        hint: 'Ce qu’un client reçoit pour un avis, par exemple : un bon de 5 € sur sa prochaine visite.',
      },
      'policy.publicationDelay': {
        label: 'Délai de publication',
        hint: 'Se lit après « Un avis est publié », par exemple : sept jours au plus après sa réception.',
      },
      'policy.keptFor': {
        label: 'Durée de conservation',
        hint: 'Se lit après « Un avis reste affiché », par exemple : deux ans à compter de sa publication.',
      },
      'policy.refusalReasons': { label: 'Motifs de refus', label_singular: 'motif' },
      'policy.refusalReasons[]': { label: 'Motif', hint: 'Par exemple : Propos injurieux.' },
      'policy.authorTold': {
        label: 'Information de l’auteur d’un avis refusé',
        hint: 'Se lit après « Son auteur en est informé », par exemple : par e-mail, avec le motif du refus.',
      },
    },
  },
  socials: {
    label: 'Réseaux sociaux',
    fields: {
      socials: {
        label: 'Réseaux',
        label_singular: 'réseau',
        hint: 'Dans l’ordre d’affichage.',
        summary: '{{fields.name}}',
      },
      'socials.network': {
        label: 'Réseau',
        options: { facebook: 'Facebook', instagram: 'Instagram', tiktok: 'TikTok', snapchat: 'Snapchat' },
      },
      'socials.name': { label: 'Nom affiché' },
      'socials.url': { label: 'Adresse du profil', ...HTTPS },
    },
  },
  garage: {
    label: 'Le garage',
    fields: {
      name: { label: 'Nom du garage' },
      tagline: { label: 'Slogan' },
      founded: { label: 'Date de fondation', ...DATE },
      takenOver: { label: 'Date de reprise', ...DATE },
      satisfiedCustomers: { label: 'Clients satisfaits', hint: '« Plus de N clients satisfaits ».' },
      brands: { label: 'Marques' },
      'brands.specialities': { label: 'Spécialités' },
      'brands.specialities[]': { label: 'Marque' },
      'brands.alsoServiced': { label: 'Autres marques entretenues' },
      'brands.alsoServiced[]': { label: 'Marque' },
      'brands.short': {
        label: 'Marques en bref',
        hint: 'Sous le nom, dans l’en-tête (ex. « Renault · Dacia ») ; vide : les marques en entier.',
      },
      look: { label: 'Couleurs et logo' },
      'look.primary': {
        label: 'Couleur principale',
        hint: 'En-tête, pied de page, bandeaux sombres. Format #rrggbb ; assez foncée pour un texte blanc dessus.',
        patternMessage: 'couleur au format #rrggbb (ex. #2a4d8f)',
      },
      'look.accent': {
        label: 'Couleur des boutons',
        hint: 'Boutons, prix, bandeau des images de partage. Format #rrggbb ; assez foncée pour un texte blanc dessus.',
        patternMessage: 'couleur au format #rrggbb (ex. #b3261e)',
      },
      'look.logo': { label: 'Logo' },
      'look.logo.src': { label: 'Fichier du logo (SVG ou PNG carré)', ...IMAGE_PICKER },
      siteUrl: {
        label: 'Adresse du site',
        hint: 'Sans / final.',
        ...HTTPS,
        pattern: [
          '^https://[^/.\\s]+\\.[^\\s]*[^/\\s]$',
          'adresse web commençant par https://, sans / final',
        ],
      },
      contact: { label: 'Coordonnées' },
      'contact.street': { label: 'Rue', hint: 'Numéro et rue.' },
      'contact.postalCode': {
        label: 'Code postal',
        patternMessage: 'code postal à cinq chiffres (ex. 13005)',
      },
      'contact.city': { label: 'Ville' },
      'contact.district': { label: 'Quartier', hint: 'Par exemple : Centre-ville.' },
      'contact.phone': {
        label: 'Téléphone',
        hint: 'Dix chiffres groupés par deux : 05 36 49 12 34.',
        patternMessage: 'numéro français, dix chiffres groupés par deux (ex. 05 36 49 12 34)',
      },
      'contact.email': {
        label: 'E-mail',
        patternMessage: 'adresse e-mail invalide (ex. contact@exemple.fr)',
      },
      areaServed: {
        label: 'Communes desservies',
        hint: 'Pour les moteurs de recherche ; le quartier est ajouté d’office.',
      },
      'areaServed[]': { label: 'Commune' },
      map: { label: 'Position sur la carte' },
      'map.latitude': { label: 'Latitude' },
      'map.longitude': { label: 'Longitude' },
      booking: { label: 'Réservation en ligne' },
      'booking.url': { label: 'Adresse de la page de rendez-vous', ...HTTPS },
      'booking.provider': { label: 'Fournisseur du calendrier' },
      'booking.providerPrivacyUrl': { label: 'Politique de confidentialité du fournisseur', ...HTTPS },
      payments: {
        label: 'Moyens de paiement',
        options: PAYMENT_LABELS,
      },
      legal: { label: 'Mentions légales' },
      'legal.companyName': { label: 'Raison sociale' },
      'legal.legalForm': { label: 'Forme juridique', hint: 'SARL, SAS…' },
      'legal.shareCapital': { label: 'Capital social (€)' },
      'legal.rcsCity': { label: 'Ville du RCS' },
      'legal.siren': {
        label: 'SIREN',
        patternMessage: 'SIREN : neuf chiffres groupés par trois (ex. 912 345 678)',
      },
      'legal.siret': {
        label: 'SIRET',
        hint: 'Le SIREN suivi de cinq chiffres.',
        patternMessage: 'SIRET : quatorze chiffres (ex. 912 345 678 00015)',
      },
      'legal.vat': {
        label: 'Numéro de TVA intracommunautaire',
        patternMessage: 'numéro de TVA : FR et onze chiffres',
      },
      'legal.ape': { label: 'Code APE', patternMessage: 'code APE (ex. 45.20A)' },
      'legal.publicationDirector': { label: 'Directeur de la publication' },
      'legal.host': { label: 'Hébergeur' },
      'legal.host.name': { label: 'Nom' },
      'legal.host.address': { label: 'Adresse' },
      'legal.host.phone': { label: 'Téléphone' },
      'legal.mediator': { label: 'Médiateur de la consommation' },
      'legal.mediator.name': { label: 'Nom' },
      'legal.mediator.url': { label: 'Site web', ...HTTPS },
      'legal.mediator.address': { label: 'Adresse postale' },
      'legal.mediator.confirmed': {
        label: 'Confirmé par le gérant',
        hint: 'À cocher une fois que le gérant a confirmé que le garage adhère à ce médiateur : sans cela, le site ne peut pas être mis en ligne.',
      },
      about: { label: 'Présentation (pied de page)', widget: 'text' },
    },
  },
};
