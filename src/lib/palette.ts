/**
 * Every colour of the site from the garage's two (garage.yaml `look`): the neutrals are tinted with
 * the primary's hue, the accent's shades keep its hue, each at the lightness its role needs (a
 * muted text stays as dark on white whatever the garage's colours). Computed in OKLCH (colorjs.io)
 * at build time, written as CSS custom properties (`--garage-*`, read by src/styles/tokens.css)
 * by the Vite module of src/integrations/palette-css.ts, and read by the share images and app icons.
 */
import Color from 'colorjs.io';
import { AA_TEXT, contrastRatio } from '#schemas/colour.ts';
import type { Garage } from '#schemas/index.ts';

/** The most chroma a neutral takes from the primary: a vivid primary still gives greys. */
const NEUTRAL_CHROMA = 0.02;

/** Each neutral: its OKLCH lightness, and its chroma as a multiple of the primary's (capped). */
const NEUTRALS = {
  'primary-2': [0.3076, 1.25],
  'neutral-700': [0.395, 1.67],
  'neutral-600': [0.4749, 1.76],
  'neutral-400': [0.6624, 1.66],
  'neutral-300': [0.836, 1.06],
  'neutral-200': [0.8863, 0.77],
  'neutral-100': [0.9419, 0.49],
  'neutral-50': [0.9722, 0.27],
  'dark-muted': [0.8015, 1.3],
  backdrop: [0.1808, 0.74],
} as const satisfies Record<string, readonly [number, number]>;

/**
 * The light texts set on the primary (the footer's, the dark bands'): raised in lightness, when the
 * primary is lighter than the role's lightness allows, until they read on it (AA). White, their
 * limit, always does: the schema refuses a primary white does not read on (src/schemas/colour.ts).
 */
const ON_PRIMARY: readonly PaletteName[] = ['dark-muted', 'neutral-100', 'accent-on-dark'];

/** Each shade of the accent: its lightness (a function of the accent's), its chroma as a multiple. */
const ACCENTS = {
  'accent-dark': [(l: number) => l * 0.848, 0.854],
  'accent-on-dark': [() => 0.7692, 0.703],
  'accent-tint': [() => 0.9566, 0.0955],
} as const satisfies Record<string, readonly [(l: number) => number, number]>;

export type PaletteName = 'primary' | 'accent' | keyof typeof NEUTRALS | keyof typeof ACCENTS;

/** A colour in OKLCH, brought into sRGB's gamut, as #rrggbb. */
const hex = (l: number, c: number, h: number) =>
  new Color('oklch', [l, c, h]).toGamut({ space: 'srgb' }).toString({ format: 'hex', collapse: false });

/** The site's colours, #rrggbb each, from the garage's primary and accent. */
export function palette(look: Pick<Garage['look'], 'primary' | 'accent'>): Record<PaletteName, string> {
  const [, pc, ph] = new Color(look.primary).to('oklch').coords.map((x) => x ?? 0) as [
    number,
    number,
    number,
  ];
  const [al, ac, ah] = new Color(look.accent).to('oklch').coords.map((x) => x ?? 0) as [
    number,
    number,
    number,
  ];
  const tint = Math.min(pc, NEUTRAL_CHROMA);
  const shades: [PaletteName, number, number, number][] = [
    ...Object.entries(NEUTRALS).map(([name, [l, k]]): [PaletteName, number, number, number] => [
      name as PaletteName,
      l,
      tint * k,
      ph,
    ]),
    ...Object.entries(ACCENTS).map(([name, [l, k]]): [PaletteName, number, number, number] => [
      name as PaletteName,
      l(al),
      ac * k,
      ah,
    ]),
  ];
  const colours: Record<string, string> = { primary: look.primary, accent: look.accent };
  for (const [name, l, c, h] of shades) {
    let lightness = l;
    if (ON_PRIMARY.includes(name))
      while (lightness < 1 && contrastRatio(hex(lightness, c, h), look.primary) < AA_TEXT)
        lightness = Math.min(1, lightness + 0.01);
    colours[name] = hex(lightness, c, h);
  }
  return colours as Record<PaletteName, string>;
}

/** « 31 35 41 »: a colour's channels, for rgb(var(--garage-primary-rgb) / 0.06). */
const channels = (colour: string) => [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16)).join(' ');

/** The palette as CSS custom properties on :root, `--garage-<name>`, with the channels of the two. */
export function paletteCss(look: Pick<Garage['look'], 'primary' | 'accent'>): string {
  const colours = palette(look);
  const lines = [
    ...Object.entries(colours).map(([name, value]) => `  --garage-${name}: ${value};`),
    `  --garage-primary-rgb: ${channels(colours.primary)};`,
    `  --garage-accent-rgb: ${channels(colours.accent)};`,
  ];
  return `/* The garage's colours (garage.yaml look, src/lib/palette.ts). */\n:root {\n${lines.join('\n')}\n}\n`;
}
