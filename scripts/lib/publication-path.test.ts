import { describe, expect, it } from 'vitest';
import { isOwnerFile, publicationPath } from './publication-path.mjs';

describe('the files the owner’s editor writes take the content path', () => {
  it.each([
    // Every data file of its forms.
    ['src/content/repairs.yaml', true],
    ['src/content/vehicles.yaml', true],
    // Every folder its media library uploads to: the root of src/assets, photos, cars' photos,
    // an illustration's folder the owner browsed to; a phone's upper-case extension.
    ['src/assets/IMG_2041.JPG', true],
    ['src/assets/photos/atelier.jpg', true],
    ['src/assets/photos/vehicules/IMG_1234.JPG', true],
    ['src/assets/illustrations/offers/promo.png', true],
    ['src/assets/illustrations/repairs/batterie.svg', true],
    ['src/assets/photos/golf.webp', true],
    ['src/assets/photos/golf.avif', true],
    // Code, configuration, documentation: the full path.
    ['src/content.config.ts', false],
    ['src/content/README.md', false],
    ['src/assets/photos/notes.txt', false],
    ['src/components/ui/Price.tsx', false],
    ['package.json', false],
    ['.github/workflows/publish.yml', false],
    ['docs/admin.md', false],
    ['src/contentx/repairs.yaml', false],
  ])('%s → %s', (file, owner) => expect(isOwnerFile(file)).toBe(owner));

  it.each([
    [['src/content/home.yaml', 'src/assets/IMG_1.JPG'], 'content'],
    [['src/content/home.yaml', 'src/lib/price.ts'], 'full'],
    [[], 'full'],
  ] as const)('%j → %s', (changed, path) => expect(publicationPath(changed)).toBe(path));
});
