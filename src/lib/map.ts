/** Map links built from the garage's coordinates. Nothing here is loaded before a click. */

/** Origin of the embedded map frame (OpenStreetMap). */
export const MAP_EMBED_ORIGIN = 'https://www.openstreetmap.org';

/** URL of the OpenStreetMap embed centred on the point, with a marker. */
export function mapEmbedUrl(lat: number, lon: number, span = 0.006): string {
  const bbox = [lon - span, lat - span / 2, lon + span, lat + span / 2].map((n) => n.toFixed(5)).join(',');
  return `${MAP_EMBED_ORIGIN}/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat.toFixed(5)},${lon.toFixed(5)}`;
}

/** A directions link to the address in Google Maps (opened only if the visitor clicks). */
export function directionsUrl(address: string): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`;
}

/** A link to the point on OpenStreetMap. */
export function openStreetMapUrl(lat: number, lon: number): string {
  return `${MAP_EMBED_ORIGIN}/?mlat=${lat.toFixed(5)}&mlon=${lon.toFixed(5)}#map=17/${lat.toFixed(5)}/${lon.toFixed(5)}`;
}
