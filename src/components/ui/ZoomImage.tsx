import type { MouseEvent } from 'react';
import { Icon } from './Icon';
import type { PictureData } from '../../data/images';
import { Picture } from './Picture';
import styles from './ZoomImage.module.css';

export interface ZoomImageProps {
  image: PictureData;
  /** The opener's accessible name: « Agrandir l’image : … ». */
  label: string;
  /** A link to the image's file (without JavaScript, or for a page script to intercept)… */
  href: string;
  /** …or, once given, a button that opens the full-screen dialog. */
  onClick?: ((event: MouseEvent<HTMLButtonElement>) => void) | undefined;
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
  onClick,
  priority = false,
  badge = true,
  className,
  imageClassName,
  ...data // data-* attributes for a page script
}: ZoomImageProps) {
  const content = (
    <>
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
    </>
  );
  const opener = [styles.opener, className].filter(Boolean).join(' ');
  return onClick ? (
    <button
      type="button"
      className={opener}
      aria-label={label}
      aria-haspopup="dialog"
      onClick={onClick}
      {...data}
    >
      {content}
    </button>
  ) : (
    <a href={href} className={opener} aria-label={label} {...data}>
      {content}
    </a>
  );
}
