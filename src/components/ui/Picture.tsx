import type { PictureData } from '#data/images.ts';

export interface PictureProps {
  image: PictureData;
  /** "eager" + high priority for the page's largest image; lazy everywhere else. */
  priority?: boolean;
  className?: string | undefined;
}

/** A responsive image from the build's pipeline, with its intrinsic size set so nothing shifts. */
export function Picture({ image, priority = false, className }: PictureProps) {
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={image.sizes} />
      ))}
      <img
        src={image.src}
        srcSet={image.srcset}
        sizes={image.srcset ? image.sizes : undefined}
        width={image.width}
        height={image.height}
        alt={image.alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : undefined}
        className={className}
      />
    </picture>
  );
}
