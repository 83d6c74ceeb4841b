import { describe, expect, it } from 'vitest';
import { isActiveItem, isCurrentPage, normalizePath } from './nav';

describe('normalizePath', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['/contact', '/contact'],
    ['/contact/', '/contact'],
    ['/services/nettoyage//', '/services/nettoyage'],
  ])('%j → %j', (input, expected) => expect(normalizePath(input)).toBe(expected));
});

describe('isCurrentPage', () => {
  it.each([
    ['/', '/', true],
    ['/', '/contact', false],
    ['/contact', '/contact/', true],
    ['/contact', '/contact-bis', false],
    ['/services/nettoyage', '/services/nettoyage/', true],
    ['/services', '/services/nettoyage', false],
  ])('href %j on %j → %j', (href, path, expected) => expect(isCurrentPage(href, path)).toBe(expected));
});

describe('isActiveItem', () => {
  const services = {
    href: '/services/reparation-maintenance',
    children: [{ href: '/services/reparation-maintenance' }, { href: '/services/nettoyage' }],
  };
  it.each([
    ['/services/nettoyage/', true],
    ['/services/reparation-maintenance', true],
    ['/contact', false],
    ['/', false],
  ])('services item on %j → %j', (path, expected) => expect(isActiveItem(services, path)).toBe(expected));
  it('an item without children is active only on its own page', () => {
    expect(isActiveItem({ href: '/' }, '/')).toBe(true);
    expect(isActiveItem({ href: '/' }, '/contact')).toBe(false);
  });
});
