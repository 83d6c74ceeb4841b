import { Icon } from './Icon';
import type { PictureData } from '#data/images.ts';
import { Picture } from './Picture';
import styles from './ZoomImage.module.css';

export interface ZoomImageProps {
  image: PictureData;
  /** The opener's accessible name: « Agrandir l’image : … ». */
  label: string;
  /** The image's file: where the link goes without JavaScript (src/client/image-dialog.ts opens the dialog instead). */
  href: string;
  priority?: boolean;
  /** The corner badge; a thumbnail goes without. */
  badge?: boolean;
  /** The opener's own look (size, background, corners). */
  className?: string | undefined;
  /** The image's own look (its ratio). */
  imageClassName?: string | undefined;
}

/**
 * An image that opens full screen (the home offers, a car's photos): it grows a little under the
 * pointer and a badge in its corner says it opens.
 */
export function ZoomImage({
  image,
  label,
  href,
  priority = false,
  badge = true,
  className,
  imageClassName,
  ...data // data-* attributes for a page script
}: ZoomImageProps) {
  return (
    <a
      href={href}
      className={[styles.opener, className].filter(Boolean).join(' ')}
      aria-label={label}
      {...data}
    >
      <Picture
        image={image}
        priority={priority}
        className={[styles.image, imageClassName].filter(Boolean).join(' ')}
      />
      {badge && (
        <span className={styles.badge}>
          <Icon name="maximize-2" />
        </span>
      )}
    </a>
  );
}
