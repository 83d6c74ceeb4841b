import { describe, expect, it } from 'vitest';
import { zoomable } from './zoom';

describe('zoomable', () => {
  it.each([
    [
      'width=device-width, initial-scale=1, maximum-scale=1, interactive-widget=resizes-content',
      'width=device-width, initial-scale=1, interactive-widget=resizes-content',
    ],
    ['width=device-width,user-scalable=no', 'width=device-width'],
    ['width=device-width, initial-scale=1', 'width=device-width, initial-scale=1'],
  ])('%s → %s', (content, expected) => {
    expect(zoomable(content)).toBe(expected);
  });
});
