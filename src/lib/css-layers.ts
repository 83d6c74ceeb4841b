/**
 * The cascade layer order, declared in an inline <style> first in <head>: component CSS can be
 * emitted before global.css, and the first mention of a layer fixes its rank. Its CSP hash is
 * added in astro.config.mjs.
 */
export const LAYER_ORDER = '@layer reset, base, components, utilities;';
