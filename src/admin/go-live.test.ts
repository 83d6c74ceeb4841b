import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_FILES, type Content } from '#data/reader.ts';
import { parseDataText } from '#data/parse.ts';
import { SAMPLE_CAR, withValue, type FieldPath } from '#tests/support/content.ts';
import { exampleHosts, fictionPhones, goLiveProblems, nationalDigits, type GoLiveInput } from './go-live';
import { TEMPLATE_REVIEWS, templateReviewOf } from './template-fiction';

/** The template as it ships today, copied (the owner's src/content will replace src/content). */
const TEMPLATE = path.resolve('tests/first-garage');
/** The template's data files, validated (its images are the site's, not copied: not looked for). */
const shipped = Object.fromEntries(
  Object.entries(CONTENT_FILES).map(([name, schema]) => {
    const file = `src/content/${name}.yaml`;
    return [name, parseDataText(file, readFileSync(path.join(TEMPLATE, file), 'utf-8'), schema)];
  }),
) as Content;

/** A French message's no-break spaces, written « ~ » here to be seen: before « : ; ! ? », inside « ». */
const nb = (text: string) => text.replaceAll('~', '\u00a0');

/** Reviews of real customers: none is one of the template's. */
const REAL_REVIEWS = [
  'Pneus hiver montés en une heure, sans rendez-vous.',
  'Ma Clio faisait un bruit de ferraille : c’était le pare-chaleur, refixé pour presque rien.',
  'Contrôle de la climatisation avant l’été, recharge faite et fuite trouvée.',
].map((review, i) => ({ review, name: `Client ${i + 1}.`, date: '2026-11-02', experience: '2026-10' }));

/** The shipped site with every placeholder replaced by a real-looking value, and one car. */
const real: GoLiveInput = {
  content: {
    ...shipped,
    reviews: { ...shipped.reviews, sample: false, reviews: REAL_REVIEWS },
    garage: {
      ...shipped.garage,
      siteUrl: 'https://www.garage-marietton.fr',
      contact: {
        ...shipped.garage.contact,
        street: '3 rue Marietton',
        phone: '04 78 83 12 34',
        email: 'atelier@garage-marietton.fr',
      },
      booking: {
        ...shipped.garage.booking,
        url: 'https://calendar.google.com/calendar/appointments/schedules/AcZssZ3kQx81vLr?gv=true',
      },
      legal: {
        ...shipped.garage.legal,
        siren: '441 639 465',
        siret: '441 639 465 00018',
        vat: 'FR63 441 639 465',
        mediator: { ...shipped.garage.legal.mediator, confirmed: true },
      },
    },
  },
  vehicles: { vehicles: [SAMPLE_CAR] },
  texts: { garage: 'name: Garage Précision Vaise\n' },
};

/** `real` with one value changed: `file` → `at` holds `value`. */
const changed = (
  file: 'garage' | 'reviews' | 'home' | 'vehicles',
  at: FieldPath,
  value: unknown,
): GoLiveInput =>
  file === 'vehicles'
    ? { ...real, vehicles: withValue(real.vehicles!, at, value) }
    : { ...real, content: { ...real.content, [file]: withValue(real.content[file], at, value) } };

describe('the go-live guard', () => {
  it('lets a site with real values go live', () => {
    expect(goLiveProblems(real)).toEqual([]);
  });

  it('refuses the shipped site, placeholders and all', () => {
    const texts = { garage: readFileSync(path.join(TEMPLATE, nb('src/content/garage.yaml')), 'utf-8') };
    expect(goLiveProblems({ content: shipped, texts }).length).toBeGreaterThanOrEqual(8);
  });

  it.each<[string, GoLiveInput, string]>([
    [
      'sample reviews',
      changed('reviews', ['sample'], true),
      nb(
        'src/content/reviews.yaml → sample (dans l’éditeur~: Avis clients → Avis d’exemple)~: les avis affichés sont des exemples inventés, et publier de faux avis est une pratique commerciale trompeuse~: remplacez-les par de vrais avis de clients (recopiés avec leur accord), puis décochez «~Avis d’exemple~».',
      ),
    ],
    [
      'the fiction phone range',
      changed('garage', ['contact', 'phone'], '04 65 71 23 81'),
      nb(
        'src/content/garage.yaml → contact.phone (dans l’éditeur~: Le garage → Coordonnées → Téléphone)~: «~04 65 71 23 81~» est un numéro que l’Arcep réserve à la fiction, personne n’y répond~: écrivez le vrai numéro.',
      ),
    ],
    [
      'a fiction mobile number written +33 in a text',
      changed('home', ['contactIntro'], 'Appelez-nous au +33 6 39 98 12 34.'),
      nb(
        'src/content/home.yaml → contactIntro (dans l’éditeur~: Page d’accueil → Phrase d’introduction du contact)~: «~+33 6 39 98 12 34~» est un numéro que l’Arcep réserve à la fiction, personne n’y répond~: écrivez le vrai numéro.',
      ),
    ],
    [
      'a fiction number in a car’s description',
      changed('vehicles', ['vehicles', 0, 'description'], 'Essai au 01.99.00.45.67.'),
      nb(
        'src/content/vehicles.yaml → «~Volkswagen Golf 2017~» → description (dans l’éditeur~: Voitures d’occasion → Voitures → «~Volkswagen Golf 2017~» → Description)~: «~01.99.00.45.67~» est un numéro que l’Arcep réserve à la fiction, personne n’y répond~: écrivez le vrai numéro.',
      ),
    ],
    [
      'the template’s SIREN (its key is valid: a typo is the schema’s to refuse)',
      changed('garage', ['legal', 'siren'], '000 000 000'),
      nb(
        'src/content/garage.yaml → legal.siren (dans l’éditeur~: Le garage → Mentions légales → SIREN)~: c’est le SIREN d’exemple livré avec le site~: recopiez celui de l’extrait Kbis ou de l’avis de situation Insee (le SIRET commence par lui, le numéro de TVA le suit).',
      ),
    ],
    [
      'the example domain as the site’s address',
      changed('garage', ['siteUrl'], 'https://www.exemple.fr'),
      nb(
        'src/content/garage.yaml → siteUrl (dans l’éditeur~: Le garage → Adresse du site)~: «~www.exemple.fr~» est un nom d’exemple, pas une adresse réelle~: écrivez la vraie.',
      ),
    ],
    [
      'an e-mail address at example.com',
      changed('garage', ['contact', 'email'], 'contact@example.com'),
      nb(
        'src/content/garage.yaml → contact.email (dans l’éditeur~: Le garage → Coordonnées → E-mail)~: «~example.com~» est un nom d’exemple, pas une adresse réelle~: écrivez la vraie.',
      ),
    ],
    [
      '« À CONFIRMER » in a value',
      changed('garage', ['legal', 'mediator', 'name'], 'À CONFIRMER'),
      nb(
        'src/content/garage.yaml → legal.mediator.name (dans l’éditeur~: Le garage → Mentions légales → Médiateur de la consommation → Nom)~: la valeur est encore «~à confirmer~»~: écrivez la bonne.',
      ),
    ],
    [
      'the sample booking link',
      changed(
        'garage',
        ['booking', 'url'],
        'https://calendar.google.com/calendar/appointments/schedules/AcZssZ0-garage-precision-vaise?gv=true',
      ),
      nb(
        'src/content/garage.yaml → booking.url (dans l’éditeur~: Le garage → Réservation en ligne → Adresse de la page de rendez-vous)~: c’est le lien de rendez-vous d’exemple livré avec le site~: collez celui de l’agenda du garage (Google Agenda → Agenda de rendez-vous → Partager).',
      ),
    ],
    [
      'the sample street',
      changed('garage', ['contact', 'street'], '14 impasse des Ateliers'),
      nb(
        'src/content/garage.yaml → contact.street (dans l’éditeur~: Le garage → Coordonnées → Rue)~: c’est l’adresse d’exemple livrée avec le site~: écrivez celle du garage.',
      ),
    ],
    [
      'a sample review, unticked « Avis d’exemple »',
      changed('reviews', ['reviews', 1, 'review'], TEMPLATE_REVIEWS[2]),
      nb(
        'src/content/reviews.yaml → «~Client 2.~» → review (dans l’éditeur~: Avis clients → Avis → «~Client 2.~» → Texte de l’avis)~: c’est l’avis d’exemple n° 3 livré avec le site («~Accueil très sympathique et travail…~»), inventé, même décoché «~Avis d’exemple~»~: publier un faux avis est une pratique commerciale trompeuse~; remplacez-le par l’avis d’un vrai client, recopié avec son accord, ou supprimez-le.',
      ),
    ],
    [
      'a sample review retouched (capitals, no accents, another car)',
      changed(
        'reviews',
        ['reviews', 0, 'review'],
        'REVISION DE MA CLIO FAITE DANS LA MATINEE, AU PRIX ANNONCE AU TELEPHONE... EXPLICATIONS CLAIRES ET RIEN D’AJOUTE SANS ME DEMANDER !',
      ),
      nb(
        'src/content/reviews.yaml → «~Client 1.~» → review (dans l’éditeur~: Avis clients → Avis → «~Client 1.~» → Texte de l’avis)~: c’est l’avis d’exemple n° 1 livré avec le site («~Révision de ma Golf faite dans la…~»), inventé, même décoché «~Avis d’exemple~»~: publier un faux avis est une pratique commerciale trompeuse~; remplacez-le par l’avis d’un vrai client, recopié avec son accord, ou supprimez-le.',
      ),
    ],
    [
      '« A confirmer » without its accent',
      changed('garage', ['legal', 'mediator', 'name'], 'Médiateur (A confirmer)'),
      nb(
        'src/content/garage.yaml → legal.mediator.name (dans l’éditeur~: Le garage → Mentions légales → Médiateur de la consommation → Nom)~: la valeur est encore «~à confirmer~»~: écrivez la bonne.',
      ),
    ],
    [
      '« A CONFIRMER » in capitals without its accent',
      changed('garage', ['legal', 'host', 'address'], 'A CONFIRMER'),
      nb(
        'src/content/garage.yaml → legal.host.address (dans l’éditeur~: Le garage → Mentions légales → Hébergeur → Adresse)~: la valeur est encore «~à confirmer~»~: écrivez la bonne.',
      ),
    ],
    [
      'an e-mail address at example.fr',
      changed('garage', ['contact', 'email'], 'contact@example.fr'),
      nb(
        'src/content/garage.yaml → contact.email (dans l’éditeur~: Le garage → Coordonnées → E-mail)~: «~example.fr~» est un nom d’exemple, pas une adresse réelle~: écrivez la vraie.',
      ),
    ],
    [
      'the fiction number written 0033, in a text',
      changed('home', ['contactIntro'], 'Depuis l’étranger : 0033 4 65 71 23 81.'),
      nb(
        'src/content/home.yaml → contactIntro (dans l’éditeur~: Page d’accueil → Phrase d’introduction du contact)~: «~0033 4 65 71 23 81~» est un numéro que l’Arcep réserve à la fiction, personne n’y répond~: écrivez le vrai numéro.',
      ),
    ],
    [
      'the fiction number written with slashes',
      changed('home', ['contactIntro'], 'Appelez le 04/65/71/23/81.'),
      nb(
        'src/content/home.yaml → contactIntro (dans l’éditeur~: Page d’accueil → Phrase d’introduction du contact)~: «~04/65/71/23/81~» est un numéro que l’Arcep réserve à la fiction, personne n’y répond~: écrivez le vrai numéro.',
      ),
    ],
    [
      'the mediator not confirmed by the owner',
      changed('garage', ['legal', 'mediator', 'confirmed'], false),
      nb(
        'src/content/garage.yaml → legal.mediator.confirmed (dans l’éditeur~: Le garage → Mentions légales → Médiateur de la consommation → Confirmé par le gérant)~: le gérant n’a pas encore confirmé ce médiateur~: vérifiez avec lui l’organisation à laquelle le garage adhère (celui-ci ne vaut que s’il adhère à Mobilians~; sinon, écrivez le médiateur de son adhésion), puis cochez «~Confirmé par le gérant~» (confirmed: true).',
      ),
    ],
    [
      'the template garage’s own domain in its e-mail',
      changed('garage', ['contact', 'email'], 'contact@garage-precision-vaise.fr'),
      nb(
        'src/content/garage.yaml → contact.email (dans l’éditeur~: Le garage → Coordonnées → E-mail)~: «~garage-precision-vaise.fr~» est le domaine du garage d’exemple livré avec le site, pas celui du garage~: écrivez le vrai.',
      ),
    ],
    [
      'garage.yaml’s comment marking its values as examples',
      {
        ...real,
        texts: {
          garage:
            '# Le garage.\n# Coordonnées et identifiants ci-dessous : exemples fictifs à remplacer par les vrais.\nname: Garage\n',
        },
      },
      nb(
        'src/content/garage.yaml, ligne 2~: le commentaire dit «~Coordonnées et identifiants ci-dessous~: exemples fictifs à remplacer par les vrais.~»~: remplacez chaque valeur d’exemple par la vraie, puis supprimez ce commentaire (l’agence, dans le fichier).',
      ),
    ],
    [
      'a comment « À CONFIRMER » above a field',
      {
        ...real,
        texts: {
          garage:
            'name: Garage\nlegal:\n  siren: 441 639 465\n  # Médiateur, affiché dans les mentions légales. À CONFIRMER PAR LE GÉRANT : son adhésion.\n  mediator:\n    name: X\n',
        },
      },
      nb(
        'src/content/garage.yaml, ligne 4, au-dessus de legal.mediator (dans l’éditeur~: Le garage → Mentions légales → Médiateur de la consommation)~: le commentaire dit «~À CONFIRMER PAR LE GÉRANT~: son adhésion.~»~: vérifiez ce champ avec le gérant et corrigez-le s’il le faut, puis supprimez ce commentaire (l’agence, dans le fichier).',
      ),
    ],
  ])('refuses %s, in French, naming the file, the field and its label', (_kind, input, line) => {
    expect(goLiveProblems(input)).toEqual([line]);
  });
});

describe('fiction numbers and example names in a text', () => {
  it.each([
    ['04 65 71 23 81', ['04 65 71 23 81']],
    ['0465712381', ['0465712381']],
    ['+33 (0)5 36 49 00 11', ['+33 (0)5 36 49 00 11']],
    ['03 53 01 99 99 ou 02 61 91 00 00', ['03 53 01 99 99', '02 61 91 00 00']],
    ['04 78 83 12 34', []],
    ['04 65 72 23 81', []],
    ['Forfait 0465712381234', []],
    ['04.65.71.23.81', ['04.65.71.23.81']],
    ['04/65/71/23/81', ['04/65/71/23/81']],
    ['04-65-71-23-81', ['04-65-71-23-81']],
    ['04 65 71 2381', ['04 65 71 2381']],
    ['+33 4 65 71 23 81', ['+33 4 65 71 23 81']],
    ['+33465712381', ['+33465712381']],
    ['+33 (0)4 65 71 23 81', ['+33 (0)4 65 71 23 81']],
    ['+33 04 65 71 23 81', ['+33 04 65 71 23 81']],
    ['0033 4 65 71 23 81', ['0033 4 65 71 23 81']],
    ['0033465712381', ['0033465712381']],
    ['tel:+33465712381', ['+33465712381']],
    ['04\u00a065\u00a071\u202f23\u00a081', ['04\u00a065\u00a071\u202f23\u00a081']],
    ['+33 4 78 83 12 34', []],
    ['0033 4 65 72 23 81', []],
  ])('%s → %j', (text, found) => expect(fictionPhones(text)).toEqual(found));

  it.each([
    ['04 65 71 23 81', '0465712381'],
    ['+33 4 65 71 23 81', '0465712381'],
    ['+33 (0)4 65 71 23 81', '0465712381'],
    ['0033 4 65 71 23 81', '0465712381'],
    ['0033 (0)4 65 71 23 81', '0465712381'],
    ['04/65/71/23/81', '0465712381'],
  ])('%s is dialled %s', (written, digits) => expect(nationalDigits(written)).toBe(digits));

  it.each([
    ['https://www.exemple.fr/contact', ['www.exemple.fr']],
    ['écrivez à jean@garage.test', ['garage.test']],
    ['https://example.org et https://shop.example', ['example.org', 'shop.example']],
    ['https://www.garage-precision-vaise.fr', []],
    ['https://www.facebook.com/exemple.fr', []],
    ['un exemple.fr sans adresse', []],
    ['contact@example.fr', ['example.fr']],
    ['Contact@Exemple.BE', ['exemple.be']],
    ['https://boutique.example.co.uk/avis', ['boutique.example.co.uk']],
    ['voir www.exemple.org', ['www.exemple.org']],
    ['https://www.exemples-de-garages.fr', []],
  ])('%s → %j', (text, found) => expect(exampleHosts(text)).toEqual(found));
});

describe('the template’s sample reviews, known by their text', () => {
  it.each(TEMPLATE_REVIEWS.map((text, i) => [i + 1, text] as const))(
    'sample n° %i is known as written, in capitals without accents, and with a word changed',
    (number, text) => {
      expect(templateReviewOf(text)).toBe(number);
      expect(templateReviewOf(text.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase())).toBe(number);
      expect(templateReviewOf(`${text.replace(/\s+\S+$/u, '')} vraiment.`)).toBe(number);
    },
  );

  it.each([
    ...REAL_REVIEWS.map((r) => r.review),
    'Accueil sympathique.',
    'Très bon garage, je recommande.',
    'Révision faite rapidement, prix correct, équipe agréable et de bon conseil pour la suite.',
  ])('%s is no sample', (text) => expect(templateReviewOf(text)).toBeUndefined());
});
