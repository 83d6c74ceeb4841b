/**
 * The owner's editor at /admin/, driven as the owner would, offline: Sveltia CMS's test backend
 * keeps the repository in the browser's origin-private file system (OPFS) under
 * sveltia-cms-test/, filled here with the repository's own content files. What the editor saves
 * is read back and checked with the project's own reader (the verifier's code).
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { load, CORE_SCHEMA } from 'js-yaml';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { test, expect as baseExpect } from '../support/fixtures';
import { FIXTURE_CARS } from '../fixture-site/site';
import { contentProblems } from '#data/reader.ts';
import { buildSiteCopy } from '../support/site-copy';
import { SITE_ROOT } from '../support/content';
import { expandEntry, fieldGroup as field, openTestEditor, saveAnyway } from '../support/editor';

// The editor is a whole application (about 20 s a flow on a quiet two-core machine, 30 s beside
// other tests): its flows get three times the suite's 30 s, and each step 15 s instead of 5.
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const ROOT = path.resolve(import.meta.dirname, '../..');
/** The garage the editor under test edits: the built site's files (tests/support/content.ts). */
const SITE = SITE_ROOT;
/** The repository as the test backend starts with it: the content files, and three cars (one sold). */
const REPOSITORY: Record<string, string> = {
  ...Object.fromEntries(
    readdirSync(path.join(SITE, 'src/content'))
      .filter((f) => f.endsWith('.yaml'))
      .map((f) => [`src/content/${f}`, readFileSync(path.join(SITE, 'src/content', f), 'utf-8')]),
  ),
  'src/content/vehicles.yaml': FIXTURE_CARS,
  // The site's illustrations, which the owner picks images from.
  ...Object.fromEntries(
    readdirSync(path.join(SITE, 'src/assets/illustrations'), { recursive: true, encoding: 'utf-8' })
      .filter((f) => f.endsWith('.svg'))
      .map((f) => [
        `src/assets/illustrations/${f}`,
        readFileSync(path.join(SITE, 'src/assets/illustrations', f), 'utf-8'),
      ]),
  ),
};

/**
 * A small JPEG, as a phone photo would be once uploaded (its content does not matter here), at
 * the smallest size a photo is published (src/data/image-kind.ts, MIN_PHOTO_SIDES).
 */
export async function jpeg(colour = '#1d5fd6'): Promise<Buffer> {
  return sharp({ create: { width: 400, height: 300, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

/** The photos of the repository's cars (tests/fixture-site/site.ts names them). */
const CAR_PHOTOS = [...FIXTURE_CARS.matchAll(/src: (photos\/vehicules\/\S+),/g)].map(
  (m) => `src/assets/${m[1]}`,
);

/** Opens /admin/ on the test backend, its repository filled with `files` and the cars' photos, and lists the site's files. */
async function openEditor(page: Page, files: Record<string, string> = REPOSITORY) {
  const photo = { base64: (await jpeg()).toString('base64') };
  await openTestEditor(page, { ...files, ...Object.fromEntries(CAR_PHOTOS.map((file) => [file, photo])) });
}

/** What openEditor wrote into the test repository, as savedFiles() reads it. */
async function initialFiles(): Promise<Record<string, string>> {
  const size = (await jpeg()).length;
  return {
    ...Object.fromEntries(
      Object.entries(REPOSITORY).map(([file, text]) => [
        file,
        file.endsWith('.yaml') ? text : `${Buffer.byteLength(text)} octets`,
      ]),
    ),
    ...Object.fromEntries(CAR_PHOTOS.map((file) => [file, `${size} octets`])),
  };
}

/** Every file of the test repository, as text (photos as their size in bytes). */
async function savedFiles(page: Page): Promise<Record<string, string>> {
  return page.evaluate(async () => {
    const out: Record<string, string> = {};
    const walk = async (dir: FileSystemDirectoryHandle, prefix: string) => {
      for await (const [name, handle] of dir.entries() as AsyncIterable<[string, FileSystemHandle]>) {
        if (handle.kind === 'directory') await walk(handle as FileSystemDirectoryHandle, `${prefix}${name}/`);
        else {
          const file = await (handle as FileSystemFileHandle).getFile();
          out[`${prefix}${name}`] = /\.ya?ml$/.test(name) ? await file.text() : `${file.size} octets`;
        }
      }
    };
    await walk(await (await navigator.storage.getDirectory()).getDirectoryHandle('sveltia-cms-test'), '');
    return out;
  });
}

/**
 * The test repository once the editor has written what `done` waits for: the « saved » notice can
 * come before the last file is written, and a file may be missing for a moment while it is.
 */
async function filesOnceWritten(page: Page, done: (files: Record<string, string>) => boolean) {
  let files: Record<string, string> = {};
  await expect
    .poll(
      async () => {
        files = await savedFiles(page).catch(() => ({}));
        return done(files);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return files;
}

/** The test repository once the editor has rewritten `file`: there, and other than `before`. */
const fileRewritten = (page: Page, file: string, before = REPOSITORY[file]) =>
  filesOnceWritten(page, (f) => f[file] !== undefined && f[file] !== before);

/** Opens one of the site's files in the editor by its French name. */
async function openFile(page: Page, name: string) {
  await page.getByRole('row', { name }).click();
}

/**
 * The owner's guide's pictures (docs/admin/*.png), taken in the flows below at phone size once
 * the screen has finished loading: `npm run screenshots:admin`. Otherwise nothing is written.
 */
async function shot(page: Page, name: string) {
  if (!process.env['ADMIN_SCREENSHOTS'] || test.info().project.name !== 'phone') return;
  await page.evaluate(() => document.fonts.ready);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await page.screenshot({ path: path.join(ROOT, 'docs/admin', `${name}.png`) });
}

const save = (page: Page) => page.getByRole('button', { name: 'Enregistrer' }).click();
const saved = (page: Page) =>
  expect(page.getByRole('status').filter({ hasText: 'Entrée enregistrée' })).toBeVisible();

/**
 * Types `text` into the field's text box key by key, as a phone keyboard does (a French `,`, a
 * space, a no-break space), after emptying it: never pasted whole.
 */
async function typeInto(group: Locator, text: string) {
  const box = group.getByRole('textbox');
  await box.clear();
  await expect(box).toHaveValue('');
  await box.pressSequentially(text);
  // What the owner sees is what was typed, before anything is saved.
  await expect(box).toHaveValue(text);
}

/**
 * Picks an image of the site for the image field `group`, as the owner finds one: the image
 * library, searched by the file's name (each found image shown with its preview), then « Insérer ».
 */
async function pickImage(page: Page, group: Locator, file: string) {
  await group.getByRole('button', { name: /^(Remplacer l’image|Parcourir)$/ }).click();
  const library = page.getByRole('dialog', { name: 'Sélectionner une image' });
  await expect(library.getByRole('listbox', { name: 'Dossiers' })).toBeVisible();
  const search = library.getByRole('searchbox');
  const term = file.replace(/\.\w+$/, '');
  const found = library.getByRole('option', { name: new RegExp(`/${file.replace('.', '\\.')}$`) });
  // Typed key by key. Under the full suite's load Sveltia was still opening its library when the
  // search was typed, even once it showed its folders, and drew its search box again, empty (2
  // runs in the full suite, 0.221.1's select-assets-dialog): the owner sees his word gone and types
  // it again, and so does this, until the word stays and the image is found.
  await expect(async () => {
    if ((await search.inputValue()) !== term) {
      await search.clear();
      await search.pressSequentially(term);
    }
    await expect(search).toHaveValue(term, { timeout: 1_000 });
    await expect(found).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await found.click();
  await expect(found).toHaveAttribute('aria-selected', 'true');
  await library.getByRole('button', { name: 'Insérer' }).click();
  await expect(library).toBeHidden();
}

/** The editor's dialog when a save is refused (src/admin/save-check.ts): its French message, closed. */
async function expectSaveRefused(page: Page, message: string | RegExp, picture?: string) {
  await save(page);
  const dialog = page.getByRole('alertdialog', { name: 'Enregistrement refusé' });
  await expect(dialog).toContainText('Rien n’a été enregistré.');
  await expect(dialog).toContainText(message);
  if (picture) await shot(page, picture);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  expect(await savedFiles(page)).toEqual(await initialFiles());
}

/** The saved repository, checked by the project's own reader: the problems `npm run verifier` would print. */
function verifierProblems(files: Record<string, string>): string[] {
  const root = mkdtempSync(path.join(os.tmpdir(), 'admin-saved-'));
  try {
    cpSync(path.join(SITE, 'src/assets'), path.join(root, 'src/assets'), { recursive: true });
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      // A photo's bytes do not matter to the reader, only that the file is there.
      writeFileSync(path.join(root, file), text);
    }
    return contentProblems(root);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

const yaml = (text: string | undefined) =>
  load(text ?? '', { schema: CORE_SCHEMA }) as Record<string, unknown>;

/** The lines of `after` that differ from `before`'s, as [before, after] pairs: the same number of lines. */
function changedLines(before: string, after: string) {
  const a = before.split('\n');
  const b = after.split('\n');
  expect(b.length).toBe(a.length);
  return b.flatMap((line, i) => (line === a[i] ? [] : [[a[i], line]]));
}

test('the owner changes a price: the saved file passes the verifier and only that line changed, comments kept', async ({
  page,
}) => {
  await openEditor(page);
  await shot(page, '1-fichiers');
  await openFile(page, 'Prix des réparations');
  await expandEntry(page, 'Courroie de distribution');
  await field(page, 'Prix');
  await typeInto(await field(page, 'Prix (€ TTC)'), '559,90');
  await shot(page, '2-prix');
  await save(page);
  // The home page's « Kit de distribution » shows this price: the editor says so first.
  await saveAnyway(page, 'Kit de distribution');
  await saved(page);

  const files = await fileRewritten(page, 'src/content/repairs.yaml');
  expect(verifierProblems(files)).toEqual([]);
  // The file as the hand editor wrote it, comments, folded paragraphs and flow maps kept (src/admin/keep-layout.ts).
  expect(changedLines(REPOSITORY['src/content/repairs.yaml']!, files['src/content/repairs.yaml']!)).toEqual([
    ['    price: { kind: from, amount: 549.9 }', '    price: { kind: from, amount: 559.9 }'],
  ]);

  // And the next edit too.
  await openFile(page, 'Prix des réparations');
  await expandEntry(page, 'Courroie de distribution');
  await field(page, 'Prix');
  await typeInto(await field(page, 'Prix (€ TTC)'), '569');
  await save(page);
  await saveAnyway(page, 'Kit de distribution');
  const again = await fileRewritten(page, 'src/content/repairs.yaml', files['src/content/repairs.yaml']);
  expect(changedLines(files['src/content/repairs.yaml']!, again['src/content/repairs.yaml']!)).toEqual([
    ['    price: { kind: from, amount: 559.9 }', '    price: { kind: from, amount: 569 }'],
  ]);
});

test('each way a French keyboard writes a price is saved as the number meant', async ({ page }) => {
  await openEditor(page);
  const NBSP = '\u00a0';
  let before = REPOSITORY['src/content/repairs.yaml'];
  for (const [typed, meant] of [
    // Not the stored 549.9 first: the same price saves the same file, byte for byte.
    ['549.95', 549.95],
    ['549,90', 549.9],
    ['1 200', 1200],
    [`1${NBSP}250,5`, 1250.5],
    ['79 €', 79],
  ] as const) {
    await openFile(page, 'Prix des réparations');
    await expandEntry(page, 'Courroie de distribution');
    await field(page, 'Prix');
    await typeInto(await field(page, 'Prix (€ TTC)'), typed);
    await save(page);
    // A new price of the service the offer « Kit de distribution » shows: asked first.
    await saveAnyway(page, 'Kit de distribution');
    await saved(page);
    const files = await fileRewritten(page, 'src/content/repairs.yaml', before);
    before = files['src/content/repairs.yaml'];
    const { services } = yaml(before) as { services: { title: string; price: { amount?: number } }[] };
    expect(services.find((s) => s.title === 'Courroie de distribution')?.price.amount, typed).toBe(meant);
    expect(verifierProblems(files)).toEqual([]);
  }
  // A price of several amounts, and the cleaning page's surcharge.
  await openFile(page, 'Prix des réparations');
  await expandEntry(page, 'Amortisseurs');
  await field(page, 'Prix');
  const amounts = page.getByRole('group', { name: /^Champ « .?Prix \(€ TTC\).? »$/ });
  await typeInto(amounts.first(), '299,90');
  await save(page);
  await saved(page);
  const repairs = await fileRewritten(page, 'src/content/repairs.yaml', before);
  const { services } = yaml(repairs['src/content/repairs.yaml']) as {
    services: { title: string; price: { variants?: { amount: number }[] } }[];
  };
  expect(services.find((s) => s.title === 'Amortisseurs')?.price.variants?.[0]?.amount).toBe(299.9);
  await openFile(page, 'Nettoyage');
  await typeInto(await field(page, 'Prix (€ TTC)'), '12,50 €');
  await save(page);
  await saved(page);
  const cleaning = await fileRewritten(page, 'src/content/cleaning.yaml');
  expect(yaml(cleaning['src/content/cleaning.yaml'])['dirtySurcharge']).toBe(12.5);
  expect(verifierProblems(cleaning)).toEqual([]);
});

test('@any-width the owner renames the service an offer shows and adds one he offers at once: the built site shows each offer’s price as the lists are now', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await openEditor(page);
  await openFile(page, 'Prix des réparations');
  await expandEntry(page, 'Courroie de distribution');
  await field(page, 'Prix');
  await typeInto(await field(page, 'Prix (€ TTC)'), '579,90');
  // The home page's « Kit de distribution » shows this service's price: it follows the rename.
  await typeInto(await field(page, 'Nom de la prestation'), 'Kit de distribution complet');
  // Folded again, so that the fields found below are the new service's own.
  const services = await field(page, 'Prestations');
  await services.getByRole('button', { name: 'Tout réduire' }).click();
  await services.getByRole('button', { name: /^Ajouter .?prestation.?$/ }).click();
  await typeInto(await field(page, 'Nom de la prestation', services), 'Climatisation');
  await typeInto(await field(page, 'Description', services), 'Recharge du gaz et contrôle du circuit.');
  await (await field(page, 'Prix', services)).getByRole('button', { name: /^Ajouter .?Prix.?$/ }).click();
  await page.getByRole('menuitem', { name: 'À partir de' }).click();
  await typeInto(await field(page, 'Prix (€ TTC)', services), '89');
  await pickImage(page, await field(page, 'Fichier de l’image', services), 'revision-vidange.svg');
  await save(page);
  await saveAnyway(page, 'Kit de distribution');
  await saved(page);
  const repairs = yaml((await fileRewritten(page, 'src/content/repairs.yaml'))['src/content/repairs.yaml']);
  const added = (repairs['services'] as { id: string; title: string }[]).at(-1)!;
  // The editor gave the new service its fixed key; the owner never saw nor typed it.
  expect(added).toMatchObject({ id: expect.stringMatching(/^[0-9a-f]{8}$/), title: 'Climatisation' });

  // The same visit: the new service is offered at once, picked among the list as it is now (the
  // last offer, renamed).
  await openFile(page, 'Page d’accueil');
  const offers = await field(page, 'Offres du moment');
  // Every offer folded but the last, « Lavage extérieur »: the fields found are its own.
  await offers.getByRole('button', { name: 'Tout réduire' }).click();
  await expandEntry(page, 'Lavage extérieur');
  const title = (await field(page, 'Titre de l’offre', offers)).getByRole('textbox');
  // No price in a title: it would not follow the list.
  await typeInto(await field(page, 'Titre de l’offre', offers), 'Kit de distribution à 499 €');
  await save(page);
  const refusal = page.getByRole('alertdialog', { name: 'Enregistrement refusé' });
  await expect(refusal).toContainText(
    '« Kit de distribution à 499 € » → Titre de l’offre : pas de prix dans le texte (« 499 € »)',
  );
  await refusal.getByRole('button', { name: 'OK' }).click();
  // The editor redraws the form as the dialog closes: typed before, the keys would be lost.
  await expect(refusal).toBeHidden();
  await typeInto(await field(page, 'Titre de l’offre', offers), 'Recharge de climatisation');
  await expect(title).toHaveValue('Recharge de climatisation');
  // « Lavage extérieur » showed no price: it now shows the new service's.
  const price = await field(page, 'Prix affiché (facultatif)', offers);
  await price.getByRole('button', { name: /^Ajouter .?Prix affiché/ }).click();
  await page.getByRole('menuitem', { name: 'Prix d’une réparation' }).click();
  await price.getByRole('combobox').click();
  await page.getByRole('option', { name: 'Climatisation' }).click();
  await save(page);
  await saved(page);
  const files = await filesOnceWritten(page, (f) => String(f['src/content/home.yaml']).includes(added.id));
  expect(verifierProblems(files)).toEqual([]);

  const site = await buildSiteCopy({
    prefix: 'site-admin-price-',
    prepare: (root) => {
      for (const file of ['src/content/repairs.yaml', 'src/content/home.yaml']) {
        writeFileSync(path.join(root, file), files[file]!);
      }
    },
  });
  try {
    const text = (page: string) =>
      readFileSync(path.join(site.dist, page, 'index.html'), 'utf-8')
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ');
    expect(text('services/reparation-maintenance')).toMatch(
      /Kit de distribution complet .* À partir de 579,90\s€ TTC/,
    );
    expect(text('.')).toMatch(/Kit de distribution .*À partir de 579,90\s€ TTC/);
    expect(text('.')).toMatch(/Recharge de climatisation .*À partir de 89\s€ TTC/);
    expect(text('.')).not.toContain('549,90');
  } finally {
    site.remove();
  }
});

test('the owner closes for the holidays with a message', async ({ page }) => {
  await openEditor(page);
  await openFile(page, 'Horaires et fermetures');
  const closures = await field(page, 'Fermetures exceptionnelles');
  await closures.getByRole('button', { name: /^Ajouter .?fermeture.?$/ }).click();
  // Days past the 12th: the date field shows the browser's own order (the test browser's is
  // month first, a French phone's day first), and the guide's picture can be read either way.
  await closures.getByRole('textbox', { name: 'Premier jour fermé' }).fill('2027-08-16');
  await closures.getByRole('textbox', { name: 'Dernier jour fermé' }).fill('2027-08-27');
  await closures
    .getByRole('textbox', { name: 'Message (facultatif)' })
    .fill('Fermeture estivale du 16 au 27 août.');
  await shot(page, '4-fermeture');
  await save(page);
  await saved(page);

  const files = await fileRewritten(page, 'src/content/hours.yaml');
  expect(verifierProblems(files)).toEqual([]);
  const expected = yaml(REPOSITORY['src/content/hours.yaml']);
  expected['closures'] = [
    { from: '2027-08-16', to: '2027-08-27', message: 'Fermeture estivale du 16 au 27 août.' },
  ];
  expect(yaml(files['src/content/hours.yaml'])).toEqual(expected);
});

test('the owner picks a service’s image among the site’s images, with its preview, and types no path', async ({
  page,
}) => {
  await openEditor(page);
  await openFile(page, 'Prix des réparations');
  await expandEntry(page, 'Courroie de distribution');
  const image = await field(page, 'Fichier de l’image');
  // The path is shown, never typed: no text input, the image is chosen.
  await expect(image.locator('input:not([type="file"]), textarea')).toHaveCount(0);
  await pickImage(page, image, 'batterie.svg');
  await expect(image).toContainText('batterie.svg');
  await expect(image.locator('img')).toBeVisible();
  await save(page);
  await saved(page);
  const files = await fileRewritten(page, 'src/content/repairs.yaml');
  const { services } = yaml(files['src/content/repairs.yaml']) as {
    services: { title: string; image: { src: string } }[];
  };
  expect(services.find((s) => s.title === 'Courroie de distribution')?.image.src).toBe(
    '/illustrations/repairs/batterie.svg',
  );
  expect(verifierProblems(files)).toEqual([]);
});

test('the owner adds an offer with no last day: the page saved as the editor writes it passes the verifier', async ({
  page,
}) => {
  await openEditor(page);
  await openFile(page, 'Page d’accueil');
  // Every offer folded, then the new one added: it alone is open, so the fields found in the list
  // are its own (not another offer's, nor a carousel image's drawn before it).
  const list = await field(page, 'Offres du moment');
  await list.getByRole('button', { name: 'Tout réduire' }).click();
  await list.getByRole('button', { name: /^Ajouter .?offre.?$/ }).click();
  const fill = async (label: string, text: string) =>
    (await field(page, label, list)).getByRole('textbox').fill(text);
  await fill('Titre de l’offre', 'Recharge de climatisation');
  await fill('Description', 'Contrôle du circuit et recharge du gaz de la climatisation.');
  await pickImage(page, await field(page, 'Fichier de l’image', list), 'revision-complete.svg');
  await fill('Description de l’image (alt)', 'Le moteur d’une voiture');
  await save(page);
  await saved(page);

  const files = await fileRewritten(page, 'src/content/home.yaml');
  // Sveltia CMS writes the date left empty as `until: ''`, in every offer of the page it saves:
  // the schema reads that as an offer without end (it refused the whole page before). Nothing
  // else of the page changed.
  const { offers, ...rest } = yaml(files['src/content/home.yaml']);
  const { offers: before, ...restBefore } = yaml(REPOSITORY['src/content/home.yaml']);
  expect(rest).toEqual(restBefore);
  // The same for a price left unchosen (`price: ''`): an offer that shows no price.
  const written = (offers as Record<string, unknown>[]).map(({ until: _, price, ...offer }) =>
    price ? { ...offer, price } : offer,
  );
  expect(written).toEqual([
    ...(before as unknown[]),
    {
      title: 'Recharge de climatisation',
      description: 'Contrôle du circuit et recharge du gaz de la climatisation.',
      // Picked in the library: the editor writes the path from its public folder, /.
      image: { src: '/illustrations/offers/revision-complete.svg', alt: 'Le moteur d’une voiture' },
    },
  ]);
  expect(verifierProblems(files)).toEqual([]);
});

/** Saves, and expects the form to refuse: the field's French message, and the repository untouched. */
async function expectRefused(page: Page, group: Awaited<ReturnType<typeof field>>, message: string | RegExp) {
  await save(page);
  // The editor's toast first: it hides itself after a few seconds (under the full suite's load it
  // had gone by the time the field's message was read: one failure), the field's message stays.
  await expect(page.getByRole('alert').filter({ hasText: /pour enregistrer l’entrée/ })).toBeVisible();
  await expect(group.getByRole('alert')).toContainText(message);
  expect(await savedFiles(page)).toEqual(await initialFiles());
}

/** What the form says of a number it cannot read (src/admin/numbers.ts). */
const NOT_A_PRICE = 'nombre en chiffres, avec une virgule et au plus deux chiffres pour les centimes';
const REQUIRED = 'Ce champ est obligatoire.';

test(
  'the owner types an hourly labour rate key by key: refused out of bounds, saved as the number meant (issue 43)',
  { tag: '@any-width' },
  async ({ page }) => {
    await openEditor(page);
    await openFile(page, 'Prix des réparations');
    await field(page, 'Main-d’œuvre');
    await field(page, 'Taux horaires');
    // The first rate, « Mécanique et entretien ».
    const rate = page
      .getByRole('group', { name: /^Champ « .?Taux horaire \(€ TTC de l’heure\).? »$/ })
      .first();
    await typeInto(rate, '350');
    await expectSaveRefused(
      page,
      'Prix des réparations → Taux horaires n° 1 → Taux horaire (€ TTC de l’heure) : le taux horaire doit être compris entre 20 € et 300 € TTC de l’heure',
    );
    await typeInto(rate, '79,50');
    await save(page);
    await saved(page);
    const files = await fileRewritten(page, 'src/content/repairs.yaml');
    const { labour } = yaml(files['src/content/repairs.yaml']) as { labour: { rates: { rate: number }[] } };
    expect(labour.rates.map((r) => r.rate)).toEqual([79.5, 84, 78]);
    expect(verifierProblems(files)).toEqual([]);
  },
);

test.describe('a value the build would refuse is refused before the save, in French, and nothing is saved', () => {
  test('a price typed « 1.200 », « 549,999 », « 1e9 », « 0 », « 12 000 » or nothing; a service renamed as another, or as it up to accents; the service an offer shows, deleted', async ({
    page,
  }) => {
    await openEditor(page);
    await openFile(page, 'Prix des réparations');
    await expandEntry(page, 'Courroie de distribution');
    await field(page, 'Prix');
    const price = await field(page, 'Prix (€ TTC)');
    // Read as a number, then refused by the schema's bounds, as the build would.
    for (const value of ['0', '12 000']) {
      await typeInto(price, value);
      await expectSaveRefused(
        page,
        'Prix des réparations → « Courroie de distribution » → Prix (€ TTC) : le prix doit être compris entre 1 € et 10 000 €',
        value === '0' ? '3-prix-refuse' : undefined,
      );
    }
    // Each message differs from the one before it, so the message read is the new value's own.
    for (const [value, message] of [
      ['1.200', NOT_A_PRICE],
      ['', REQUIRED],
      ['549,999', NOT_A_PRICE],
      ['', REQUIRED],
      ['1e9', NOT_A_PRICE],
    ] as const) {
      await typeInto(price, value);
      await expectRefused(page, price, message);
    }
    await typeInto(price, '549,90');
    const name = await field(page, 'Nom de la prestation');
    await typeInto(name, 'Révision et Vidange');
    await expectSaveRefused(page, /Nom de la prestation : le titre « Révision et Vidange » est en double/);
    // The same name up to accents, case and punctuation: the site would give both one address.
    await typeInto(name, 'Revision et vidange !');
    await expectSaveRefused(
      page,
      'Nom de la prestation : le titre « Revision et vidange ! » ne diffère de « Révision et Vidange » (entrée n° 1) que par les accents, les majuscules, les espaces ou la ponctuation',
    );
    await typeInto(name, '');
    await expectRefused(page, name, REQUIRED);
    // The home page's « Kit de distribution » shows this service's price: deleting it is refused,
    // naming the offer and the step that fixes it.
    await page
      .getByRole('group')
      .filter({ has: name })
      .filter({ has: page.getByRole('button', { name: 'Réduire' }) })
      .last()
      .getByRole('button', { name: 'Supprimer', exact: true })
      .first()
      .click();
    // Asked first (src/admin/guard.ts): its name is emptied above, so the dialog names no service.
    await page
      .getByRole('dialog', { name: 'Supprimer cet élément\u00a0?' })
      .getByRole('button', { name: 'Supprimer' })
      .click();
    await expectSaveRefused(
      page,
      'Prix des réparations : « Courroie de distribution » ne peut pas être supprimé : l’offre « Kit de distribution » de la page d’accueil affiche son prix. Choisissez d’abord un autre prix pour cette offre, ou « (Aucun) » (Page d’accueil → Offres du moment → Prix affiché), enregistrez, puis supprimez',
    );
  });

  test('an opening time « 8h », a closure that ends before it starts, hours that overlap', async ({
    page,
  }) => {
    await openEditor(page);
    await openFile(page, 'Horaires et fermetures');
    const closures = await field(page, 'Fermetures exceptionnelles');
    await closures.getByRole('button', { name: /^Ajouter .?fermeture.?$/ }).click();
    await closures.getByRole('textbox', { name: 'Premier jour fermé' }).fill('2027-08-20');
    await closures.getByRole('textbox', { name: 'Dernier jour fermé' }).fill('2027-08-02');
    await expectSaveRefused(
      page,
      'Horaires et fermetures → Fermetures exceptionnelles n° 1 → Dernier jour fermé : la date de fin doit suivre la date de début',
    );
    await closures.getByRole('textbox', { name: 'Dernier jour fermé' }).fill('2027-08-22');
    const opening = await field(page, 'Ouverture');
    await typeInto(opening, '8h');
    await expectRefused(page, opening, 'heure au format HH:MM, par exemple 08:00 (pas « 8h »)');
    // The day's afternoon made to start at 08:00: it overlaps its morning.
    await typeInto(opening, '08:00');
    await expectSaveRefused(page, /Horaires et fermetures → « \w+ » → Plages d’ouverture/);
  });
});

// Two saves, as the owner would (the new car, then the sold one). In one save, with the Audi open,
// fields found by label could be the Audi's (6 failures in 11 runs).
test('the owner lists a car with a photo from the phone, and marks another one sold', async ({ page }) => {
  await openEditor(page);
  await openFile(page, 'Voitures d’occasion');
  // The new car alone open in the form: every field found below is its own.
  await (await field(page, 'Voitures')).getByRole('button', { name: /^Ajouter .?voiture.?$/ }).click();
  await (await field(page, 'Marque')).getByRole('textbox').fill('Seat');
  await (await field(page, 'Modèle')).getByRole('textbox').fill('Leon');
  await (await field(page, 'Version')).getByRole('textbox').fill('1.5 TSI 130 FR');
  // Typed as a French phone keyboard writes them: spaces between thousands, the euro sign.
  await typeInto(await field(page, 'Année'), '1920');
  await typeInto(await field(page, 'Kilométrage (km)'), '61 000');
  await (await field(page, 'Carburant')).getByRole('combobox').click();
  await page.getByRole('option', { name: 'Essence' }).click();
  await (await field(page, 'Boîte de vitesses')).getByRole('radio', { name: 'Manuelle' }).check();
  await typeInto(await field(page, 'Prix (€ TTC)'), '15\u202f900 €');
  const photos = await field(page, 'Photos');
  await photos.getByRole('button', { name: /^Ajouter .?photo.?$/ }).click();
  const photo = await field(page, 'Photo');
  await photo.getByRole('button', { name: 'Parcourir' }).click();
  const library = page.getByRole('dialog', { name: 'Sélectionner une image' });
  const chooser = page.waitForEvent('filechooser');
  await library.getByRole('button', { name: 'Téléverser' }).click();
  await (
    await chooser
  ).setFiles({ name: 'IMG_2041.JPG', mimeType: 'image/jpeg', buffer: await jpeg('#c62828') });
  await expect(library.getByRole('option', { name: 'IMG_2041.JPG' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await library.getByRole('button', { name: 'Insérer' }).click();
  // The editor reads the photo in and fills the field a moment after « Insérer »: a save before
  // that would list the car with no photo (src: '').
  await expect(photo.getByRole('textbox', { name: 'Photo' })).toHaveText('/photos/vehicules/IMG_2041.JPG');
  await (
    await field(page, 'Ce que montre la photo')
  )
    .getByRole('textbox')
    .fill('La Leon vue de trois quarts avant');
  await (await field(page, 'Description')).getByRole('textbox').fill('Entretien suivi au garage, deux clés.');
  // A year mistyped: refused before the save, with the verifier's words; then corrected.
  await expectSaveRefused(page, '→ Année : année attendue à partir de 1950');
  await typeInto(await field(page, 'Année'), '2020');
  await save(page);
  await saved(page);
  // Then the Audi is sold: the same file, opened again, the Audi alone open.
  await openFile(page, 'Voitures d’occasion');
  await expandEntry(page, /^Audi A3 Sportback – /);
  await (await field(page, 'Vendue')).getByRole('switch').check();
  await save(page);
  await saved(page);

  const files = await filesOnceWritten(
    page,
    (f) =>
      f['src/assets/photos/vehicules/IMG_2041.JPG'] !== undefined &&
      /^ {4}sold: true$/m.test(
        f['src/content/vehicles.yaml']?.split('- make: Audi')[1]?.split('- make:')[0] ?? '',
      ),
  );
  expect(files['src/assets/photos/vehicules/IMG_2041.JPG']).toBe(`${(await jpeg('#c62828')).length} octets`);
  // Sveltia writes a media path from the site's root (/photos/vehicules/…: its public_folder always
  // gets a leading /); the schema reads it from src/assets: the saved repository passes the
  // project's own check as it is.
  expect(verifierProblems(files)).toEqual([]);
  const before = yaml(REPOSITORY['src/content/vehicles.yaml']) as { vehicles: Record<string, unknown>[] };
  const expected = structuredClone(before);
  expect(expected.vehicles[1]!['make']).toBe('Audi');
  expected.vehicles[1]!['sold'] = true;
  expected.vehicles.push({
    make: 'Seat',
    model: 'Leon',
    version: '1.5 TSI 130 FR',
    year: 2020,
    mileageKm: 61000,
    fuel: 'essence',
    gearbox: 'manuelle',
    price: 15900,
    photos: [{ src: '/photos/vehicules/IMG_2041.JPG', alt: 'La Leon vue de trois quarts avant' }],
    description: 'Entretien suivi au garage, deux clés.',
    sold: false,
  });
  // The editor writes every car's sold flag, false included (the schema's default).
  const after = yaml(files['src/content/vehicles.yaml']) as { vehicles: Record<string, unknown>[] };
  for (const car of expected.vehicles) car['sold'] ??= false;
  expect(after).toEqual(expected);
});

test.describe('in an English-language browser', () => {
  test.use({ locale: 'en-US' });
  /** Words of the editor's English interface: none may reach a screen the owner uses. */
  const ENGLISH =
    /\b(Save|Saved|Cancel|Edit|Delete|Add|Show|Errors?|Required|This field|Language|Later|Entry|Entries|Search|Settings|Sign|Expand|Collapse|Error|Please|Field|Value|Select|Loading|Preview|Back)\b/;
  /**
   * The screen's words: proper names of the content aside, and the icons' names (each icon is a
   * ligature of the icon font: « add » draws a plus, it is not read).
   */
  const screenText = async (page: Page) =>
    (
      await page.evaluate(() => {
        const body = document.body.cloneNode(true) as HTMLElement;
        body.querySelectorAll('.material-symbols-outlined').forEach((icon) => icon.remove());
        document.documentElement.append(body);
        const text = body.innerText;
        body.remove();
        return text;
      })
    ).replace(/Volkswagen|Audi|Seat|Skoda|SUV|GitHub/g, '');

  test('@any-width the editor speaks French on the screens of a price change, a refusal and a closure', async ({
    page,
  }) => {
    await openEditor(page);
    await expect(page.locator('body')).toContainText('Contenu du site');
    expect(await screenText(page)).not.toMatch(ENGLISH);
    await openFile(page, 'Prix des réparations');
    await expandEntry(page, 'Courroie de distribution');
    await field(page, 'Prix');
    await typeInto(await field(page, 'Prix (€ TTC)'), '1.200');
    await save(page);
    await expect(page.getByRole('alert').filter({ hasText: /pour enregistrer l’entrée/ })).toBeVisible();
    expect(await screenText(page)).not.toMatch(ENGLISH);
    await typeInto(await field(page, 'Prix (€ TTC)'), '0');
    await save(page);
    const dialog = page.getByRole('alertdialog', { name: 'Enregistrement refusé' });
    await expect(dialog).toContainText('Rien n’a été enregistré.');
    expect(await screenText(page)).not.toMatch(ENGLISH);
    await dialog.getByRole('button', { name: 'OK' }).click();
    // Closed before typing: the editor redraws the form as its dialog closes, and a redraw that
    // lands between emptying the field and typing put the refused « 0 » back after the new price.
    await expect(dialog).toBeHidden();
    await typeInto(await field(page, 'Prix (€ TTC)'), '559,90');
    await save(page);
    // The home page's « Kit de distribution » shows this price: the editor asks first, in French.
    await saveAnyway(page, 'Kit de distribution');
    await saved(page);
    expect(await screenText(page)).not.toMatch(ENGLISH);
    await openFile(page, 'Horaires et fermetures');
    const closures = await field(page, 'Fermetures exceptionnelles');
    await closures.getByRole('button', { name: /^Ajouter .?fermeture.?$/ }).click();
    await expect(closures.getByRole('textbox', { name: 'Premier jour fermé' })).toBeVisible();
    expect(await screenText(page)).not.toMatch(ENGLISH);
  });
});

test.describe('the sign-in page as published', () => {
  test.use({ allowedOrigins: ['https://www.githubstatus.com'] });

  // Which sign-in buttons it shows: tests/e2e/admin-sign-in.test.ts.
  test('offers the token sign-in in French, says noindex, and contacts no one but GitHub', async ({
    page,
    thirdPartyRequests,
  }) => {
    await page.goto('/admin/');
    await expect(page.getByRole('button', { name: 'Se connecter avec un jeton d’accès' })).toBeVisible();
    // The editor's own page (the page's sign-in first, src/admin/sign-in.ts).
    await page.getByRole('button', { name: 'Autres façons de se connecter' }).click();
    await expect(page.getByRole('button', { name: 'Se connecter avec un jeton d’accès' })).toBeVisible();
    // As served, before any script (the editor adds a noindex of its own once started).
    const html = await (await page.request.get('/admin/')).text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    const policy = /<meta http-equiv="content-security-policy" content="([^"]+)">/.exec(html)?.[1];
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).toContain(
      "connect-src 'self' blob: data: https://api.github.com https://www.githubstatus.com",
    );
    // Its icons are drawn by its own copy of the icon font, not by a CDN's.
    await expect
      .poll(() =>
        page.evaluate(() => document.fonts.check('24px "Material Symbols Outlined"', 'expand_more')),
      )
      .toBe(true);
    expect(thirdPartyRequests.map((r) => new URL(r.url).origin)).toEqual(['https://www.githubstatus.com']);
  });
});
