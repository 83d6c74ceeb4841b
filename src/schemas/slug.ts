/** URL fragments from French titles. */

/** A lower-case ASCII slug: "Calibration ADAS (caméra et radar)" → "calibration-adas-camera-et-radar". */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/œ/gi, 'oe')
    .replace(/æ/gi, 'ae')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * A slug that keeps every script's letters and digits (« مرحبا بكم » → « مرحبا-بكم »), the Latin
 * ones as slugify writes them: what tells two texts apart (common.ts, `distinct`) and an anchor.
 * An empty slug means a text with no letter or digit at all, in any script.
 */
export function unicodeSlug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/œ/gi, 'oe')
    .replace(/æ/gi, 'ae')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The id of a repair service's card on its page, and its anchor (#…): its slug in a namespace of
 * its own, so that no title can make the id of another element of the page (« Tarifs », « Contenu »,
 * « Haut » are the page's own) nor an id that begins with a digit, which a CSS selector cannot be
 * (« 4x4 et SUV » → prestation-4x4-et-suv). Two titles with one slug are refused (common.ts).
 */
export function anchorId(title: string): string {
  return `prestation-${unicodeSlug(title)}`;
}
