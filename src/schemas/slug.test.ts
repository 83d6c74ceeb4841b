import { describe, expect, it } from 'vitest';
import { anchorId, slugify } from './slug';

describe('slugify', () => {
  it.each([
    ['Embrayage', 'embrayage'],
    ['Révision et Vidange', 'revision-et-vidange'],
    ['Bougies d’allumage', 'bougies-d-allumage'],
    ['Pré-contrôle technique', 'pre-controle-technique'],
    ['Calibration ADAS (caméra et radar)', 'calibration-adas-camera-et-radar'],
    ['Main-d’œuvre', 'main-d-oeuvre'],
    ['  7 places  ', '7-places'],
  ])('%j → %j', (text, expected) => expect(slugify(text)).toBe(expected));
});

describe('anchorId', () => {
  it.each([
    ['Embrayage', 'prestation-embrayage'],
    ['4x4 et SUV', 'prestation-4x4-et-suv'],
    ['Tarifs', 'prestation-tarifs'],
  ])('%j → %j', (title, expected) => expect(anchorId(title)).toBe(expected));
});
