/** Geometry of images drawn with `object-fit: contain`. Pure. */

/** A rectangle in CSS pixels. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where an image of natural size `natural` is drawn inside `box` with object-fit: contain. */
export function containedBox(box: Box, natural: { width: number; height: number }): Box {
  if (natural.width <= 0 || natural.height <= 0) return box;
  const scale = Math.min(box.width / natural.width, box.height / natural.height);
  const width = natural.width * scale;
  const height = natural.height * scale;
  return { x: box.x + (box.width - width) / 2, y: box.y + (box.height - height) / 2, width, height };
}

/** Whether the point (x, y) is inside `box`, edges included. */
export function isInside(box: Box, x: number, y: number): boolean {
  return x >= box.x && x <= box.x + box.width && y >= box.y && y <= box.y + box.height;
}
