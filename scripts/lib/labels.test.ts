import { describe, expect, it } from 'vitest';
import { buildLabels } from './labels.mjs';

describe('buildLabels', () => {
  it.each([
    [['/w/site/dist'], ['dist']],
    [
      ['/w/site/dist', '/tmp/avant'],
      ['dist', 'avant'],
    ],
    // Three peers built into folders named dist: once merged into one row « dist ».
    [
      ['/w/pairs/garage-a/dist', '/w/pairs/garage-b/dist', '/w/site/dist'],
      ['pairs/garage-a/dist', 'pairs/garage-b/dist', 'site/dist'],
    ],
    [
      ['/w/a/dist', '/w/a/dist'],
      ['dist', 'dist #2'],
    ],
    [
      ['/w/a/dist', '/w/a/dist', '/w/b/dist'],
      ['a/dist', 'a/dist #2', 'b/dist'],
    ],
  ])('%j → %j', (folders, labels) => {
    expect(buildLabels(folders)).toEqual(labels);
    expect(new Set(buildLabels(folders)).size).toBe(folders.length);
  });
});
