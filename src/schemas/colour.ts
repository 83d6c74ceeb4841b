/**
 * The garage's colours as garage.yaml writes them (#rrggbb), and the contrast WCAG asks of them
 * (WCAG 2.2, « contrast ratio » and « relative luminance »: the ratio of the lighter colour's
 * luminance + 0.05 to the darker's). A few lines of arithmetic, kept here rather than a colour
 * library: the editor runs these schemas before each save, in the owner's phone.
 */
import { z } from 'astro/zod';

/** Text of normal size against its background, level AA (WCAG 2.2, 1.4.3). */
export const AA_TEXT = 4.5;

/** A colour's relative luminance, 0 (black) to 1 (white). */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two #rrggbb colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The hue, saturation and lightness (HSL, 0–360 and 0–1) of a #rrggbb colour. */
function toHsl(hex: string): [number, number, number] {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return [0, 0, l];
  const s = d / (1 - Math.abs(2 * l - 1));
  const h = max === r ? ((g - b) / d + 6) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [h * 60, s, l];
}

/** The #rrggbb colour of a hue, saturation and lightness (HSL). */
function fromHsl(h: number, s: number, l: number): string {
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    const value = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/**
 * The colour closest to `hex` that white text reads on (AA): the same hue and saturation, only as
 * much darker as needed; what a refused colour's message suggests.
 */
export function nearestReadable(hex: string): string {
  const [h, s, l] = toHsl(hex);
  // Lightness 0 is black, which always reads; halve the interval towards the lightest that does.
  let [readable, tooLight] = [0, l];
  for (let step = 0; step < 24; step++) {
    const middle = (readable + tooLight) / 2;
    if (contrastRatio(fromHsl(h, s, middle), '#ffffff') >= AA_TEXT) readable = middle;
    else tooLight = middle;
  }
  return fromHsl(h, s, readable);
}

/** « 1,07:1 », as a French message says a ratio. */
const ratio = (value: number) => `${(Math.floor(value * 100) / 100).toLocaleString('fr-FR')}:1`;

/**
 * A colour written #rrggbb, readable with white: white text on it, and it as text on white, reach
 * level AA. Unquoted in YAML, « # » starts a comment: the value is then empty, and said so.
 */
export const colourOnWhite = z
  .string({
    error: (issue) =>
      issue.input === null || issue.input === undefined
        ? "couleur attendue entre guillemets, au format '#rrggbb' (ex. '#2a4d8f') : sans guillemets, YAML lit « # » comme le début d’un commentaire"
        : undefined,
  })
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'couleur attendue au format #rrggbb (ex. #2a4d8f)')
  .transform((value) => value.toLowerCase())
  .superRefine((value, ctx) => {
    const contrast = contrastRatio(value, '#ffffff');
    if (contrast < AA_TEXT)
      ctx.addIssue({
        code: 'custom',
        message: `trop claire : contraste de ${ratio(contrast)} avec le blanc, il en faut ${ratio(AA_TEXT)} au moins (WCAG AA) pour lire un texte blanc dessus ou un texte de cette couleur sur blanc ; choisissez une couleur plus foncée : essayez '${nearestReadable(value)}', la plus proche de la même teinte`,
      });
  });
