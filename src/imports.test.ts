import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// ESLint's import-x/no-cycle skips `import type`; a circle of types still ties two modules together
// (lib/pages.ts ↔ lib/vehicles.ts was one). This reads every import of src/, types included.
const SRC = import.meta.dirname;
const files = readdirSync(SRC, { recursive: true, encoding: 'utf-8' })
  .filter((f) => /\.(ts|tsx|astro)$/.test(f) && !/\.test\.tsx?$/.test(f))
  .map((f) => path.join(SRC, f));

/** The code of a module: an .astro file's frontmatter and scripts. */
function code(file: string): string {
  const text = readFileSync(file, 'utf-8');
  if (!file.endsWith('.astro')) return text;
  const scripts = [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  return [/^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '', ...scripts].join('\n');
}

/** The shortcuts of package.json `imports` (`#lib/*` → `./src/lib/*`). */
const ROOT = path.dirname(SRC);
const SHORTCUTS = Object.entries(
  (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf-8')) as { imports: Record<string, string> })
    .imports,
).map(([alias, target]) => [alias.replace('*', ''), path.join(ROOT, target.replace('*', ''))] as const);

/** The module a relative or shortcut import names, if it is a file of src/. */
function resolve(from: string, specifier: string): string | undefined {
  const shortcut = SHORTCUTS.find(([alias]) => specifier.startsWith(alias));
  if (!specifier.startsWith('.') && !shortcut) return undefined;
  const base = shortcut
    ? path.join(shortcut[1], specifier.slice(shortcut[0].length))
    : path.resolve(path.dirname(from), specifier);
  return [base, ...['.ts', '.tsx', '.astro', '/index.ts'].map((e) => base + e)].find(
    (f) => existsSync(f) && statSync(f).isFile() && !/\.test\.tsx?$/.test(f),
  );
}

const imports = new Map(
  files.map((file) => [
    file,
    ts
      .preProcessFile(code(file), true, true)
      .importedFiles.flatMap(({ fileName }) => resolve(file, fileName) ?? []),
  ]),
);

/** Every circle of imports, each as the list of its modules. */
function circles(): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of imports.get(file) ?? []) {
      if (state.get(next) === 'open') found.push(stack.slice(stack.indexOf(next)));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of files) if (!state.has(file)) visit(file);
  return found.map((circle) => circle.map((f) => path.relative(SRC, f)));
}

describe('the import graph of src/', () => {
  it('reads the imports of every kind of module', () => {
    expect(imports.get(path.join(SRC, 'lib/pages.ts'))).toContain(path.join(SRC, 'lib/vehicles.ts'));
    expect(imports.get(path.join(SRC, 'layouts/BaseLayout.astro'))).toContain(
      path.join(SRC, 'client/menu.ts'),
    );
  });

  it('has no circle, type-only imports included', () => {
    expect(circles()).toEqual([]);
  });
});
