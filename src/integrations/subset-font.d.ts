// subset-font ships no types: the part of its API the build uses.
declare module 'subset-font' {
  interface SubsetFontOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
    preserveNameIds?: number[];
    keepFeatures?: string[];
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    noLayoutClosure?: boolean;
  }
  export default function subsetFont(
    font: Buffer | Uint8Array,
    text: string,
    options?: SubsetFontOptions,
  ): Promise<Buffer>;
}

// fontverter (subset-font's own converter) ships no types either: the one function the build uses.
declare module 'fontverter' {
  type Format = 'sfnt' | 'truetype' | 'woff' | 'woff2';
  const fontverter: {
    convert(font: Buffer | Uint8Array, toFormat: Format, fromFormat?: Format): Promise<Buffer>;
  };
  export default fontverter;
}
