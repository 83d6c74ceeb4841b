/**
 * Every object of every data file's schema refuses keys it does not know: zod's plain z.object
 * drops them silently (`mesage:` for `message:` in a closure would vanish from the page). The walk
 * goes through the schema tree itself, so an object added later is checked with no list to update.
 */
import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { parseDataFile } from '#data/loader.ts';
import { FILE_SCHEMAS } from './index';

/** Where each object of `schema` lies (`week[].ranges[]`), and whether it refuses unknown keys. */
function objects(schema: z.ZodType, at = '(fichier)'): { at: string; strict: boolean }[] {
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const walk = (child: unknown, where = at) => objects(child as z.ZodType, where);
  switch (def.type) {
    case 'object': {
      const shape = def['shape'] as Record<string, z.ZodType>;
      const catchall = def['catchall'] as z.ZodType | undefined;
      const self = { at, strict: catchall?._zod.def.type === 'never' };
      return [self, ...Object.entries(shape).flatMap(([key, value]) => walk(value, `${at}.${key}`))];
    }
    case 'array':
      return walk(def['element'], `${at}[]`);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return walk(def['innerType']);
    case 'pipe':
      return [...walk(def['in']), ...walk(def['out'])];
    case 'union':
      return (def['options'] as z.ZodType[]).flatMap((option, i) => walk(option, `${at}|${i}`));
    case 'intersection':
      return [...walk(def['left']), ...walk(def['right'])];
    case 'record':
      return walk(def['valueType'], `${at}{}`);
    case 'tuple':
      return (def['items'] as z.ZodType[]).flatMap((item, i) => walk(item, `${at}[${i}]`));
    case 'lazy':
      return walk((def['getter'] as () => z.ZodType)());
    default:
      return [];
  }
}

describe('the schemas of the owner’s files', () => {
  it.each(Object.keys(FILE_SCHEMAS))('every object of %s.yaml refuses unknown keys', (name) => {
    const found = objects(FILE_SCHEMAS[name as keyof typeof FILE_SCHEMAS]);
    expect(found.length).toBeGreaterThan(0);
    expect(found.filter((o) => !o.strict).map((o) => o.at)).toEqual([]);
  });

  it('the walk finds a plain object that would drop a key, however deep', () => {
    const loose = z.strictObject({
      list: z.array(z.strictObject({ inner: z.object({ a: z.string() }).optional() })),
    });
    expect(
      objects(loose)
        .filter((o) => !o.strict)
        .map((o) => o.at),
    ).toEqual(['(fichier).list[].inner']);
  });

  it('a mistyped key in a closure is refused, naming the key it was meant to be', () => {
    const text = [
      'week: []',
      'closures:',
      "  - { from: '2027-08-02', to: '2027-08-20', mesage: Congés d’été }",
    ].join('\n');
    expect(() => parseDataFile('src/content/hours.yaml', text, FILE_SCHEMAS.hours, '/nonexistent')).toThrow(
      /clé inconnue « mesage » : vouliez-vous dire « message » \?/,
    );
  });
});
