/**
 * A list in a French sentence, from one item to many: « Volkswagen », « Audi et Volkswagen »,
 * « Audi, Volkswagen, Seat et Skoda ». Every sentence the site builds from a list of the owner's
 * data (brands, opening ranges) goes through it, so one brand reads as well as four.
 */
const FORMAT = new Intl.ListFormat('fr', { style: 'long', type: 'conjunction' });

export const frenchList = (items: readonly string[]): string => FORMAT.format(items);
