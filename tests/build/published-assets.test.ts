/**
 * Nothing published that no page uses: every file the build puts under dist/_astro is named by
 * another built file (a page, a style sheet, a script…). Run after the build:
 * `npm run build && npm run test:build`. The cars fixture, with a sold car's phone photo, is
 * checked the same way (tests/fixture-site/used-cars.test.ts).
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { unreferencedAssets } from '../support/published-assets';

const DIST = path.resolve('dist');

describe('the files under dist/_astro', () => {
  it('are each named by another built file: no asset is published that no page uses', () => {
    expect(existsSync(path.join(DIST, '_astro')), 'npm run build first').toBe(true);
    expect(readdirSync(path.join(DIST, '_astro')).length).toBeGreaterThan(0);
    expect(unreferencedAssets(DIST)).toEqual([]);
  });
});
