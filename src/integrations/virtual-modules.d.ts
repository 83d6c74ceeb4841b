// The module src/integrations/content-photos.ts makes: every photo a data file names, by path.
declare module 'virtual:content-photos' {
  import type { ImageMetadata } from 'astro';

  const photos: Record<string, { default: ImageMetadata }>;
  export default photos;
}

// The module src/integrations/palette-css.ts makes: the garage's colours as CSS custom properties.
declare module 'virtual:garage-palette.css';
