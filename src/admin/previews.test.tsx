// @vitest-environment jsdom
/**
 * The editor's previews (previews.tsx) from each file's sample data (src/content/*.yaml, read as
 * the editor holds it: YAML, before any schema), through the same reading as the editor's
 * (preview-loader.ts siteReading: the save's check, then the schema): the site's components print
 * what the visitor will read. The editor's page and its images are the browser test's
 * (tests/e2e/admin-previews.test.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cleanup, render, screen, within } from '@testing-library/react';
import { CORE_SCHEMA, load } from 'js-yaml';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CustomPreviewTemplateProps } from '@sveltia/cms';
import { FIXTURE_CARS } from '#tests/fixture-site/site.ts';
import { FIRST_GARAGE } from '#tests/support/content.ts';
import { stubMatchMedia } from '#tests/support/jsdom.ts';
import { previewTemplate, type PREVIEWS } from './previews';
import { siteReading } from './preview-loader';
import type { EditableFile } from './schemas';

/** The tests' own garage, whose files the previews are drawn from. */
const ROOT = FIRST_GARAGE;

/** A file's data as the editor holds it: the YAML of its src/content/, not yet read by a schema. */
const sample = (file: EditableFile): Record<string, unknown> =>
  load(
    file === 'vehicles' ? FIXTURE_CARS : readFileSync(path.join(ROOT, `src/content/${file}.yaml`), 'utf-8'),
    {
      schema: CORE_SCHEMA,
    },
  ) as Record<string, unknown>;

/** What an element reads, its no-break spaces (the site's, around € and in numbers) as spaces. */
const text = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ');

/** An entry as Sveltia CMS hands it to a preview: what `entry.getIn(['data']).toJS()` gives (an Immutable.js map there). */
const entryOf = (data: unknown) => ({ getIn: () => ({ toJS: () => structuredClone(data) }) });

/**
 * Draws `file`'s preview as the editor does: its template with the entry, the images' URLs, and
 * the other files of the site (their sample data unless given).
 */
function renderPreview(
  file: keyof typeof PREVIEWS,
  data: unknown,
  others: Partial<Record<EditableFile, unknown>> = {},
) {
  const Template = previewTemplate(file, siteReading, 'contenu');
  const props = {
    entry: entryOf(data),
    // A data: URL, which the pane shows as it is (a blob: URL it would copy first).
    getAsset: (src: string) => ({ url: `data:,${src}` }),
    getCollection: async (_collection: string, other: EditableFile) =>
      entryOf(others[other] ?? sample(other)),
  } as unknown as CustomPreviewTemplateProps;
  return render(<Template {...props} />);
}

describe('the editor’s previews, from each file’s sample data', () => {
  beforeEach(() => {
    stubMatchMedia();
    // Monday 1 December 2025, 12:15 in Paris: closed for lunch.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-12-01T12:15:00+01:00'));
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('repairs: every service’s card, and a price typed the French way as the card prints it', () => {
    const data = sample('repairs') as { services: { title: string; price: { amount?: unknown } }[] };
    data.services.find((s) => s.title === 'Courroie de distribution')!.price.amount = '559,90';
    renderPreview('repairs', data);
    expect(
      screen.getAllByRole('article').map((card) => text(within(card).getByRole('heading', { level: 3 }))),
    ).toEqual(data.services.map((s) => s.title));
    const card = screen.getByRole('article', { name: 'Courroie de distribution' });
    expect(text(card)).toContain('À partir de 559,90 € TTC');
    // Its illustration is decorative (alt=""): no img role.
    expect(card.querySelector('img')?.getAttribute('src')).toBe(
      'data:,/illustrations/repairs/courroie-distribution.svg',
    );
  });

  it('repairs: a price that cannot be read yet shows the save’s own message instead of the page', () => {
    const data = sample('repairs') as { services: { title: string; price: { amount?: unknown } }[] };
    data.services.find((s) => s.title === 'Courroie de distribution')!.price.amount = '559,';
    renderPreview('repairs', data);
    expect(screen.queryByRole('article')).toBeNull();
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Aperçu en attente');
    expect(status.textContent).toContain('« Courroie de distribution » → Prix (€ TTC)');
  });

  it('cleaning: each package with its price, the gift and the surcharge', () => {
    renderPreview('cleaning', sample('cleaning'));
    const terms = screen.getAllByRole('term').map((t) => t.textContent);
    expect(terms).toEqual(['Citadine', 'Berline et SUV', '7 places']);
    const prices = screen.getAllByRole('definition').filter((d) => d.textContent.includes('TTC'));
    expect(prices.map(text)).toEqual(['50 € TTC', '60 € TTC', '70 € TTC']);
    expect(text(document.body)).toContain('Un supplément de 10 € TTC est appliqué');
  });

  it('hours: the week, and the status the site would show now (today’s row marked)', () => {
    renderPreview('hours', sample('hours'));
    expect(screen.getByText('Fermé · ouvre à 14 h 00')).toBeTruthy();
    const monday = screen.getByRole('row', { name: /^Lundi/ });
    expect(monday.getAttribute('aria-current')).toBe('date');
    expect(text(monday)).toBe('Lundi8 h 00 – 12 h 00, 14 h 00 – 18 h 00');
    expect(screen.getByRole('row', { name: /^Samedi/ }).textContent).toBe('SamediFermé');
  });

  it('home: the hero, the service blocks, and each offer with its price from the price lists', async () => {
    const repairs = sample('repairs') as { services: { id: string; price: { amount?: unknown } }[] };
    repairs.services.find((s) => s.id === 'courroie-distribution')!.price.amount = '559,90';
    renderPreview('home', sample('home'), { repairs });
    expect(
      screen.getByText('Votre spécialiste Audi et Volkswagen à Lyon 9ᵉ', { selector: 'p' }),
    ).toBeTruthy();
    const offer = (await screen.findByRole('heading', { name: 'Kit de distribution' })).closest('li')!;
    await vi.waitFor(() => expect(text(offer)).toContain('À partir de 559,90 € TTC'));
    // The facts under the hero, from garage.yaml.
    expect(await screen.findByText('Depuis 1981')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toContain(
      'Lavage intérieur',
    );
  });

  it('cars: the sheet of each car for sale, none of a sold car', async () => {
    renderPreview('vehicles', sample('vehicles'));
    const golf = await screen.findByRole('article', { name: 'Volkswagen Golf' });
    expect(text(golf)).toContain('13 490 € TTC');
    expect(text(golf)).toContain('98 500 km');
    expect(screen.getByRole('article', { name: 'Audi A3 Sportback' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });
});
