/**
 * Where a problem of a data file is, in the owner's words, and the French report of a schema's
 * issues: the one wording of `npm run verifier`, the build and the editor's refusal to save
 * (src/admin/save-check.ts). Pure module: it runs in the browser too.
 */
import type { z } from 'astro/zod';
import { closestKey } from '#schemas/messages.ts';

/** Names a list entry, guillemets included (a car: « Volkswagen Golf 2017 »), or undefined. */
export type EntryName = (entry: unknown) => string | undefined;

/** Fields that name an entry of a list, in the owner's words: « Courroie de distribution », « lundi ». */
const TITLE_KEYS = ['title', 'name', 'type', 'label', 'day', 'network'] as const;

/** A list entry's name from its title field: « Vidange ». */
export function titleOf(entry: unknown): string | undefined {
  if (!entry || typeof entry !== 'object') return undefined;
  const title = TITLE_KEYS.map((k) => (entry as Record<string, unknown>)[k]).find(
    (v) => typeof v === 'string' && v.trim() !== '',
  );
  return title === undefined ? undefined : `« ${String(title).trim()} »`;
}

/**
 * Where an issue is, as the owner would look for it: each list entry by its title when it has
 * one (« Courroie de distribution » → price.amount), else by its number from 1 (closures n° 2).
 */
export function describePath(
  data: unknown,
  at: readonly PropertyKey[],
  entryName: EntryName = titleOf,
  labelOf?: (keys: string) => string | undefined,
): string {
  const parts: string[] = [];
  let plain: string[] = [];
  /** Every key so far, list entries left out: the field's path as src/admin/form-fr.ts keys it. */
  const keys: string[] = [];
  const segment = (upTo: string[]) => labelOf?.(upTo.join('.')) ?? plain.join('.');
  let node: unknown = data;
  for (const key of at) {
    const child: unknown =
      node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined;
    if (typeof key === 'number') {
      const full = entryName(child) ?? titleOf(child);
      // A title too long to be one (2 000 characters pasted) is named by its beginning.
      const name = full && full.length > 64 ? `${full.slice(0, 60).replace(/\s+\S*$/u, '')}… »` : full;
      if (name) {
        // The list's own name is implied by the title: « repairs.yaml → « Vidange » → price ».
        plain.pop();
        if (plain.length > 0) parts.push(segment(keys.slice(0, -1)));
        parts.push(name);
      } else {
        parts.push(`${segment(keys)} n° ${key + 1}`.trim());
      }
      plain = [];
    } else {
      plain.push(String(key));
      keys.push(String(key));
    }
    node = child;
  }
  if (plain.length > 0) parts.push(segment(keys));
  return parts.length > 0 ? parts.join(' → ') : '(tout le fichier)';
}

/**
 * Turns zod issues into one line per field: `file → « title » → a.b : message`. `data` is the
 * parsed document, used to name list entries by their title.
 */
export function formatIssues(
  file: string,
  issues: readonly Pick<z.core.$ZodIssue, 'path' | 'message'>[],
  data?: unknown,
  entryName?: EntryName,
): string {
  const lines = issues.map(
    (issue) => `  ${file} → ${describePath(data, issue.path, entryName)} : ${issue.message}`,
  );
  return `Données invalides dans ${file} :\n${lines.join('\n')}`;
}

/**
 * A mistyped key gives two issues: « clé inconnue « headlin » » and « headline : absent ». The
 * first already says what to do; the second is left out.
 */
export function withoutTypoEchoes(issues: readonly z.core.$ZodIssue[]): z.core.$ZodIssue[] {
  const typos = issues.filter((i) => i.code === 'unrecognized_keys');
  return issues.filter((issue) => {
    if (issue.code !== 'invalid_type' || issue.input !== undefined || issue.path.length === 0) return true;
    const key = String(issue.path.at(-1));
    const parent = issue.path.slice(0, -1).join('.');
    return !typos.some(
      (t) => t.path.join('.') === parent && t.keys.some((k) => closestKey(k, [key]) === key),
    );
  });
}
