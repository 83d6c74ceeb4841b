import { describe, expect, it } from 'vitest';
import { directionsUrl, mapEmbedUrl, openStreetMapUrl } from './map';

describe('map links', () => {
  it('centres the embed on the garage with a marker', () => {
    const url = new URL(mapEmbedUrl(45.77412, 4.80583));
    expect(url.origin).toBe('https://www.openstreetmap.org');
    expect(url.searchParams.get('marker')).toBe('45.77412,4.80583');
    expect(url.searchParams.get('bbox')).toBe('4.79983,45.77112,4.81183,45.77712');
  });
  it('encodes the address for directions', () =>
    expect(directionsUrl('14 impasse des Ateliers, 69009 Lyon')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=14%20impasse%20des%20Ateliers%2C%2069009%20Lyon',
    ));
  it('links to the point on OpenStreetMap', () =>
    expect(openStreetMapUrl(45.77412, 4.80583)).toBe(
      'https://www.openstreetmap.org/?mlat=45.77412&mlon=4.80583#map=17/45.77412/4.80583',
    ));
});
