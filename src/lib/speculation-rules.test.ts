import { URLPattern } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SPECULATION_RULES } from './speculation-rules';

type Predicate = { and: Predicate[] } | { not: Predicate } | { href_matches: string };
interface Rule {
  source: string;
  where: Predicate;
  eagerness: string;
}

const PAGE = 'https://www.garage.example/services/nettoyage';

/** Whether a document rule's `where` matches a link's URL, as the browser reads it (URL patterns). */
function matches(where: Predicate, url: string): boolean {
  if ('and' in where) return where.and.every((p) => matches(p, url));
  if ('not' in where) return !matches(where.not, url);
  return new URLPattern(where.href_matches, PAGE).test(url);
}

const rules = JSON.parse(SPECULATION_RULES) as { prerender: Rule[]; prefetch: Rule[] };

describe('speculation rules', () => {
  it.each([
    ['/', true],
    ['/contact', true],
    ['/services/reparation-maintenance', true],
    ['/mentions-legales#editeur', true],
    ['/reservation', false],
    ['/reservation/', false],
    ['/reservation?from=home#calendrier', false],
    ['/reservations', true],
    ['/_astro/disques-frein.BucGMgvz.svg', false],
    ['/llms.txt', false],
    ['https://calendar.google.com/calendar/appointments/schedules/x', false],
    ['https://www.openstreetmap.org/export/embed.html', false],
  ])('prerender and prefetch on intent for %s: %s', (href, expected) => {
    const url = new URL(href, PAGE).href;
    for (const rule of [...rules.prerender, ...rules.prefetch]) {
      expect(rule.source).toBe('document');
      expect(rule.eagerness).toBe('moderate');
      expect(matches(rule.where, url)).toBe(expected);
    }
  });
});
