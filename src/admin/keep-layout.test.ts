import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { PROJECT_ROOT } from '#data/reader.ts';
import { FIRST_GARAGE } from '#tests/support/content.ts';
import { keepLayout } from './keep-layout';

/**
 * Every data file of the tests' two garages, then of the owner's (the editor writes those back):
 * the second garage's lists and folded texts are shaped otherwise than the first's.
 */
const FILES = [
  path.join(FIRST_GARAGE, 'src/content'),
  path.join(PROJECT_ROOT, 'tests/second-garage/content'),
  path.join(PROJECT_ROOT, 'src/content'),
].flatMap((folder) =>
  readdirSync(folder)
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => path.relative(PROJECT_ROOT, path.join(folder, f))),
);
const read = (file: string) => readFileSync(path.join(PROJECT_ROOT, file), 'utf-8');
/** The tests' own garage's services, whose exact lines the cases below change. */
const REPAIRS = readFileSync(path.join(FIRST_GARAGE, 'src/content/repairs.yaml'), 'utf-8');

/** The lines of `after` that are not those of `before`, as [before, after] pairs (same length). */
function changedLines(before: string, after: string) {
  const a = before.split('\n');
  const b = after.split('\n');
  expect(b.length).toBe(a.length);
  return b.flatMap((line, i) => (line === a[i] ? [] : [[a[i], line]]));
}

const comments = (text: string) => text.split('\n').filter((line) => line.trim().startsWith('#'));

type Repairs = { intro: string; services: Record<string, unknown>[] };

describe('keepLayout', () => {
  it.each(FILES)('%s written back unchanged is the same text, byte for byte', (file) => {
    expect(keepLayout(read(file), parse(read(file)))).toBe(read(file));
  });

  it('a changed price changes its line only, in its flow map', () => {
    const data = parse(REPAIRS) as Repairs;
    data.services[1]!['price'] = { kind: 'from', amount: 559.9 };
    expect(changedLines(REPAIRS, keepLayout(REPAIRS, data))).toEqual([
      ['    price: { kind: from, amount: 549.9 }', '    price: { kind: from, amount: 559.9 }'],
    ]);
  });

  it('what the editor sends for an empty optional field adds nothing', () => {
    const data = parse(REPAIRS) as Repairs;
    for (const service of data.services)
      Object.assign(service, { note: service['note'] ?? '', includes: service['includes'] ?? [] });
    expect(keepLayout(REPAIRS, data)).toBe(REPAIRS);
  });

  it('a removed service takes its own lines away, every comment kept', () => {
    const data = parse(REPAIRS) as Repairs;
    data.services.splice(1, 1);
    const after = keepLayout(REPAIRS, data);
    expect(parse(after)).toEqual(data);
    expect(comments(after)).toEqual(comments(REPAIRS));
    expect(after).not.toContain('courroie-distribution');
    expect(after).not.toMatch(/\n\n\n/);
    expect(REPAIRS.split('\n').length - after.split('\n').length).toBe(
      REPAIRS.match(/- id: courroie-distribution[\s\S]*?\n\n/)![0].split('\n').length - 1,
    );
  });

  it('a changed paragraph stays a folded paragraph, its lines only', () => {
    const data = parse(REPAIRS) as Repairs;
    data.intro = 'Un texte plus court.';
    const after = keepLayout(REPAIRS, data);
    expect(parse(after)).toEqual(data);
    expect(after).toContain('intro: >-\n  Un texte plus court.\n\n# Main-d’œuvre');
    expect(comments(after)).toEqual(comments(REPAIRS));
  });

  it('an item added at the end of a list, and the key after the list removed: both as meant', () => {
    const text = [
      'heading: Pièces',
      'parts:',
      '  - title: Moteurs',
      '  - title: Optiques',
      'howToAsk: >-',
      '  Appelez-nous avec la carte grise : nous vous disons',
      '  si nous avons la pièce.',
      '',
    ].join('\n');
    const data = {
      heading: 'Pièces',
      parts: [{ title: 'Moteurs' }, { title: 'Optiques' }, { title: 'Jantes' }],
    };
    const after = keepLayout(text, data);
    expect(parse(after)).toEqual(data);
    expect(after).toBe(
      'heading: Pièces\nparts:\n  - title: Moteurs\n  - title: Optiques\n  - title: Jantes\n',
    );
  });

  it('an empty list written [] gets its first item in block style, below its key', () => {
    const text = 'closures: []\nnext: 1\n';
    const data = { closures: [{ from: '2026-08-01', message: 'Fermé : congés' }], next: 1 };
    expect(keepLayout(text, data)).toBe(
      "closures:\n  - from: 2026-08-01\n    message: 'Fermé : congés'\nnext: 1\n",
    );
  });

  it.each(FILES)(
    '%s: an added item, a changed text and a removed key read back as the data, comments kept',
    (file) => {
      const text = read(file);
      const data = parse(text) as Record<string, unknown>;
      const list = Object.values(data).find(Array.isArray) as unknown[] | undefined;
      if (list?.length) list.push(structuredClone(list[0]));
      const key = Object.keys(data).find((k) => typeof data[k] === 'string');
      if (key) data[key] = "Texte changé : « avec » des signes # et des guillemets ' ";
      // A key with a plain value removed (a list's own comments would go with it).
      const last = Object.keys(data).findLast((k) => k !== key && typeof data[k] !== 'object');
      if (last) delete data[last];
      const after = keepLayout(text, data);
      expect(parse(after)).toEqual(data);
      for (const line of comments(text)) expect(after).toContain(line);
    },
  );
});
