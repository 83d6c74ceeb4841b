import { describe, expect, it } from 'vitest';
import { ADMIN_PATH } from './bundle';
import { PUBLICATION_PATH, buildStamp, readPublication } from './publication';

const SHA = '3f5c1e0d9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d';
const NOW = new Date('2026-11-27T13:30:40.123Z');

describe('the build stamp', () => {
  it.each<[string, Record<string, string>, string | null, string | null]>([
    ['on the forge: GITHUB_SHA', { GITHUB_SHA: SHA }, 'ffffffffffffffffffffffffffffffffffffffff', SHA],
    ['elsewhere: git’s HEAD (its output ends with a newline)', {}, `${SHA}\n`, SHA],
    ['no git: null', {}, null, null],
    ['anything but a commit: null', {}, 'fatal: not a git repository', null],
  ])('%s', (_, env, git, commit) => {
    expect(buildStamp(env, () => git, NOW)).toEqual({ commit, builtAt: '2026-11-27T13:30:40.123Z' });
  });

  it('is read back as written, and anything else (an old build’s 404 page, a broken file) is no stamp', () => {
    const stamp = buildStamp({ GITHUB_SHA: SHA }, () => null, NOW);
    expect(readPublication(JSON.parse(JSON.stringify(stamp)))).toEqual(stamp);
    expect(readPublication({ commit: null, builtAt: stamp.builtAt })).toEqual({
      commit: null,
      builtAt: stamp.builtAt,
    });
    for (const wrong of [
      null,
      'x',
      {},
      { commit: 'main', builtAt: stamp.builtAt },
      { commit: SHA, builtAt: 'hier' },
    ]) {
      expect(readPublication(wrong)).toBeNull();
    }
  });

  it('is served beside the editor, under its folder', () => {
    expect(PUBLICATION_PATH.startsWith(ADMIN_PATH)).toBe(true);
  });
});
