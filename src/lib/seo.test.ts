import { describe, expect, it } from 'vitest';
import { absoluteUrl, isNotFoundPage, pageHeadline, shareImageAlt, shareImagePath } from './seo';

const site = 'https://www.example.fr';
const name = 'Garage Précision Vaise';

describe('absoluteUrl', () => {
  it.each([
    ['/', `${site}/`],
    ['/contact', `${site}/contact`],
    ['/contact/', `${site}/contact`],
    ['/services/nettoyage/', `${site}/services/nettoyage`],
  ])('%s → %s', (pathname, expected) => expect(absoluteUrl(site, pathname)).toBe(expected));
});

describe('shareImagePath', () => {
  it.each([
    ['/', '/og/accueil.png'],
    ['/contact/', '/og/contact.png'],
    ['/services/nettoyage', '/og/services-nettoyage.png'],
    ['/404', '/og/404.png'],
  ])('%s → %s', (pathname, expected) => expect(shareImagePath(pathname)).toBe(expected));
});

describe('isNotFoundPage', () => {
  it.each([
    ['/404', true],
    ['/404/', true],
    ['/', false],
    ['/contact', false],
  ])('%s → %s', (pathname, expected) => expect(isNotFoundPage(pathname)).toBe(expected));
});

describe('pageHeadline', () => {
  it.each([
    [
      `${name} | Garage Audi, Volkswagen, Seat, Skoda à Lyon 9e`,
      'Garage Audi, Volkswagen, Seat, Skoda à Lyon 9e',
    ],
    [`Contact et horaires | ${name}, Lyon 9e`, 'Contact et horaires'],
    [`Mentions légales | ${name}`, 'Mentions légales'],
    [name, name],
    ['Sans nom du site', 'Sans nom du site'],
  ])('%s → %s', (title, expected) => expect(pageHeadline(title, name)).toBe(expected));
});

describe('shareImageAlt', () => {
  it('names the garage and what the page is about', () => {
    expect(shareImageAlt(`Contact et horaires | ${name}, Lyon 9e`, name)).toBe(
      `${name}\u00a0: Contact et horaires`,
    );
  });
});
