import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readContent } from '#data/reader.ts';
import { SAMPLE_CAR, withValue, type FieldPath } from '#tests/support/content.ts';
import { exampleHosts, fictionPhones, goLiveProblems, type GoLiveInput } from './go-live';

const shipped = readContent();

/** The shipped site with every placeholder replaced by a real-looking value, and one car. */
const real: GoLiveInput = {
  content: {
    ...shipped,
    reviews: { ...shipped.reviews, sample: false },
    garage: {
      ...shipped.garage,
      contact: { ...shipped.garage.contact, street: '3 rue Marietton', phone: '04 78 83 12 34' },
      booking: {
        ...shipped.garage.booking,
        url: 'https://calendar.google.com/calendar/appointments/schedules/AcZssZ3kQx81vLr?gv=true',
      },
      legal: {
        ...shipped.garage.legal,
        siren: '441 639 465',
        siret: '441 639 465 00018',
        vat: 'FR63 441 639 465',
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
    const texts = { garage: readFileSync('src/content/garage.yaml', 'utf-8') };
    expect(goLiveProblems({ content: shipped, texts }).length).toBeGreaterThanOrEqual(8);
  });

  it.each<[string, GoLiveInput, string]>([
    [
      'sample reviews',
      changed('reviews', ['sample'], true),
      'src/content/reviews.yaml → sample (dans l’éditeur : Avis clients → Avis d’exemple) : les avis affichés sont des exemples inventés, et publier de faux avis est une pratique commerciale trompeuse : remplacez-les par de vrais avis de clients (recopiés avec leur accord), puis décochez « Avis d’exemple ».',
    ],
    [
      'the fiction phone range',
      changed('garage', ['contact', 'phone'], '04 65 71 23 81'),
      'src/content/garage.yaml → contact.phone (dans l’éditeur : Le garage → Coordonnées → Téléphone) : « 04 65 71 23 81 » est un numéro que l’Arcep réserve à la fiction, personne n’y répond : écrivez le vrai numéro.',
    ],
    [
      'a fiction mobile number written +33 in a text',
      changed('home', ['contactIntro'], 'Appelez-nous au +33 6 39 98 12 34.'),
      'src/content/home.yaml → contactIntro (dans l’éditeur : Page d’accueil → Phrase d’introduction du contact) : « +33 6 39 98 12 34 » est un numéro que l’Arcep réserve à la fiction, personne n’y répond : écrivez le vrai numéro.',
    ],
    [
      'a fiction number in a car’s description',
      changed('vehicles', ['vehicles', 0, 'description'], 'Essai au 01.99.00.45.67.'),
      'src/content/vehicles.yaml → « Volkswagen Golf 2017 » → description (dans l’éditeur : Voitures d’occasion → Voitures → « Volkswagen Golf 2017 » → Description) : « 01.99.00.45.67 » est un numéro que l’Arcep réserve à la fiction, personne n’y répond : écrivez le vrai numéro.',
    ],
    [
      'the template’s SIREN (its key is valid: a typo is the schema’s to refuse)',
      changed('garage', ['legal', 'siren'], '000 000 000'),
      'src/content/garage.yaml → legal.siren (dans l’éditeur : Le garage → Mentions légales → SIREN) : c’est le SIREN d’exemple livré avec le site : recopiez celui de l’extrait Kbis ou de l’avis de situation Insee (le SIRET commence par lui, le numéro de TVA le suit).',
    ],
    [
      'the example domain as the site’s address',
      changed('garage', ['siteUrl'], 'https://www.exemple.fr'),
      'src/content/garage.yaml → siteUrl (dans l’éditeur : Le garage → Adresse du site) : « www.exemple.fr » est un nom d’exemple, pas une adresse réelle : écrivez la vraie.',
    ],
    [
      'an e-mail address at example.com',
      changed('garage', ['contact', 'email'], 'contact@example.com'),
      'src/content/garage.yaml → contact.email (dans l’éditeur : Le garage → Coordonnées → E-mail) : « example.com » est un nom d’exemple, pas une adresse réelle : écrivez la vraie.',
    ],
    [
      '« À CONFIRMER » in a value',
      changed('garage', ['legal', 'mediator', 'name'], 'À CONFIRMER'),
      'src/content/garage.yaml → legal.mediator.name (dans l’éditeur : Le garage → Mentions légales → Médiateur de la consommation → Nom) : la valeur est encore « à confirmer » : écrivez la bonne.',
    ],
    [
      'the sample booking link',
      changed(
        'garage',
        ['booking', 'url'],
        'https://calendar.google.com/calendar/appointments/schedules/AcZssZ0-garage-precision-vaise?gv=true',
      ),
      'src/content/garage.yaml → booking.url (dans l’éditeur : Le garage → Réservation en ligne → Adresse de la page de rendez-vous) : c’est le lien de rendez-vous d’exemple livré avec le site : collez celui de l’agenda du garage (Google Agenda → Agenda de rendez-vous → Partager).',
    ],
    [
      'the sample street',
      changed('garage', ['contact', 'street'], '14 impasse des Ateliers'),
      'src/content/garage.yaml → contact.street (dans l’éditeur : Le garage → Coordonnées → Rue) : c’est l’adresse d’exemple livrée avec le site : écrivez celle du garage.',
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
      'src/content/garage.yaml, ligne 2 : le commentaire dit « Coordonnées et identifiants ci-dessous : exemples fictifs à remplacer par les vrais. » : remplacez chaque valeur d’exemple par la vraie, puis supprimez ce commentaire (l’agence, dans le fichier).',
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
      'src/content/garage.yaml, ligne 4, au-dessus de legal.mediator (dans l’éditeur : Le garage → Mentions légales → Médiateur de la consommation) : le commentaire dit « À CONFIRMER PAR LE GÉRANT : son adhésion. » : vérifiez ce champ avec le gérant et corrigez-le s’il le faut, puis supprimez ce commentaire (l’agence, dans le fichier).',
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
  ])('%s → %j', (text, found) => expect(fictionPhones(text)).toEqual(found));

  it.each([
    ['https://www.exemple.fr/contact', ['www.exemple.fr']],
    ['écrivez à jean@garage.test', ['garage.test']],
    ['https://example.org et https://shop.example', ['example.org', 'shop.example']],
    ['https://www.garage-precision-vaise.fr', []],
    ['https://www.facebook.com/exemple.fr', []],
    ['un exemple.fr sans adresse', []],
  ])('%s → %j', (text, found) => expect(exampleHosts(text)).toEqual(found));
});
