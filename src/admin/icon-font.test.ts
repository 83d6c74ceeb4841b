import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { FONTS, FONTS_PATH, editorIcons, servedBundle, servedFonts } from './bundle';
import { candidateNames, iconsDrawn, sameOutline } from './icon-font';

const require = createRequire(import.meta.url);
const iconFont = FONTS.find((font) => 'icons' in font)!;
const whole = new Uint8Array(readFileSync(require.resolve(iconFont.source)));

describe('sameOutline', () => {
  it.each([
    ['M480,358.46L253.85,584.62Z', 'M480,358L254,585Z', true],
    ['M480,358.46L253.85,584.62Z', 'M480,360L254,585Z', false],
    ['M480,358L254,585Z', 'M480,358Q254,585Z', false],
    ['M480,358L254,585Z', 'M480,358L254,585L1,1Z', false],
  ])('%s and %s: %s', (a, b, same) => expect(sameOutline(a, b)).toBe(same));
});

describe('candidateNames', () => {
  it('takes the quoted words a script could pass as an icon name, nothing else', () => {
    const script =
      'Tl(e,{name:`expand_more`});x("more_vert");y=\'close\';z=`Close`;expand_less;`a b`;' +
      'z(`<span class="material-symbols-outlined">favorite</span>`)';
    expect([...candidateNames(script)].sort()).toEqual(['close', 'expand_more', 'favorite', 'more_vert']);
  });
});

describe('the editor’s icon font, as served', { timeout: 30_000 }, () => {
  // Each test subsets a 740 KB font with HarfBuzz and rewrites the 1.5 MB editor bundle: about
  // 2 s on a quiet machine, up to 9 s measured beside the suite's type check and lint (2 cores).
  it('draws every icon the editor’s bundle can draw, each as the whole font draws it at the editor’s weight', async () => {
    const icons = await editorIcons(whole);
    // The icons of the sign-in page (its font loader's), a list field and a form are among them.
    for (const name of ['expand_more', 'more_vert', 'close', 'arrow_drop_down', 'add', 'delete', 'favorite'])
      expect(icons.has(name), name).toBe(true);
    const served = (await servedFonts()).find((font) => font.cdn === iconFont.cdn)!;
    const drawn = await iconsDrawn(served.bytes, icons.keys());
    const missing = [...icons]
      .filter(([name, outline]) => !sameOutline(drawn.get(name) ?? '', outline))
      .map(([name]) => name);
    expect(missing, 'icons missing from the subset or drawn otherwise').toEqual([]);
    // Cut to those: 740 KB whole.
    expect(served.bytes.length).toBeLessThan(40 * 1024);
    // The served bundle asks for that file.
    expect(await servedBundle()).toContain(`${FONTS_PATH}${served.file}`);
  });

  it('draws no other icon', async () => {
    const served = (await servedFonts()).find((font) => font.cdn === iconFont.cdn)!;
    // Icons no screen of the editor names.
    const others = await iconsDrawn(served.bytes, ['rocket_launch', 'pets', 'sports_soccer']);
    expect([...others.keys()]).toEqual([]);
    expect([...(await iconsDrawn(whole, ['rocket_launch', 'pets', 'sports_soccer'])).keys()]).toHaveLength(3);
  });
});
