import { describe, expect, it } from 'vitest';
import { displayPhone, telHref, toE164 } from './phone';

describe('phone helpers', () => {
  it.each([
    ['04 65 71 23 81', '+33465712381'],
    ['0465712381', '+33465712381'],
    ['06 12 34 56 78', '+33612345678'],
  ])('%j in E.164 is %j', (input, expected) => expect(toE164(input)).toBe(expected));

  it.each(['4 65 71 23 81', '+33 4 65 71 23 81', '04 65 71 23'])('rejects %j', (input) =>
    expect(() => toE164(input)).toThrow(/Numéro français invalide/),
  );

  it('builds the tel: link', () => expect(telHref('04 65 71 23 81')).toBe('tel:+33465712381'));
  it('keeps the displayed number on one line', () =>
    expect(displayPhone('04 65 71 23 81')).toBe('04\u00a065\u00a071\u00a023\u00a081'));
});
