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
