/**
 * A car's photos full screen (src/components/sections/VehicleGallery.tsx): a click on a photo
 * opens the modal <dialog> on it; previous/next buttons and the arrow keys move through the
 * photos, wrapping; Escape, « Fermer » or a click on the backdrop close it, and focus goes back
 * to the photo it was opened from. The dialog's <picture> is built on opening, so a visit that
 * never opens it downloads no full-screen file.
 */
import type { PictureData } from '../data/images';
import { containedBox, isInside } from '../lib/geometry';
import {
  PHOTO,
  PHOTOS,
  PHOTO_CLOSE,
  PHOTO_FRAME,
  PHOTO_NUMBER,
  PHOTO_STEP,
  VEHICLE_GALLERY,
  selector,
} from '../lib/vehicle-hooks';

const gallery = document.querySelector<HTMLElement>(selector(VEHICLE_GALLERY));
const dialog = gallery?.querySelector('dialog');
const frame = gallery?.querySelector<HTMLElement>(selector(PHOTO_FRAME));
const number = gallery?.querySelector<HTMLElement>(selector(PHOTO_NUMBER));
const json = gallery?.querySelector(`script${selector(PHOTOS)}`)?.textContent;

if (gallery && dialog && frame && number && json) {
  const photos = JSON.parse(json) as PictureData[];
  const openers = [...gallery.querySelectorAll<HTMLAnchorElement>(`a${selector(PHOTO)}`)];
  let current = 0;
  let opener: HTMLElement | null = null;

  const show = (index: number) => {
    current = (index + photos.length) % photos.length;
    const photo = photos[current]!;
    const picture = document.createElement('picture');
    for (const source of photo.sources) {
      picture.append(
        Object.assign(document.createElement('source'), {
          type: source.type,
          srcset: source.srcset,
          sizes: photo.sizes,
        }),
      );
    }
    const img = Object.assign(document.createElement('img'), {
      src: photo.src,
      srcset: photo.srcset ?? '',
      sizes: photo.sizes,
      width: photo.width,
      height: photo.height,
      alt: photo.alt,
    });
    picture.append(img);
    frame.replaceChildren(picture);
    number.textContent = String(current + 1);
  };

  for (const link of openers) {
    link.addEventListener('click', (event) => {
      event.preventDefault();
      opener = link;
      show(Number(link.getAttribute(PHOTO)));
      dialog.showModal();
    });
  }
  dialog.addEventListener('click', (event) => {
    const target = event.target as HTMLElement;
    const step = target.closest<HTMLElement>(selector(PHOTO_STEP));
    // The bands beside the photo it letterboxes (object-fit: contain) read as backdrop too.
    const besidePhoto =
      target instanceof HTMLImageElement &&
      !isInside(
        containedBox(target.getBoundingClientRect(), {
          width: target.naturalWidth,
          height: target.naturalHeight,
        }),
        event.clientX,
        event.clientY,
      );
    if (step) show(current + Number(step.getAttribute(PHOTO_STEP)));
    else if (target.closest(selector(PHOTO_CLOSE)) || target === dialog || besidePhoto) dialog.close();
  });
  dialog.addEventListener('keydown', (event) => {
    if (photos.length < 2) return;
    if (event.key === 'ArrowLeft') show(current - 1);
    if (event.key === 'ArrowRight') show(current + 1);
  });
  dialog.addEventListener('close', () => {
    frame.replaceChildren();
    opener?.focus({ preventScroll: true });
  });
}
