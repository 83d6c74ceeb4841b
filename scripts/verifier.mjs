// `npm run verifier`: the owner's quick check of every content file (src/content/*.yaml) and of
// every image they name (decoded in full), in a few seconds and without a build. Prints « Tout est
// bon » or the list of problems, in French, each naming the file, the entry, the field and the
// fix. Exit code 1 when something is wrong.
// `npm run verifier -- --libelles`: the same problems in the editor's words (« Page d’accueil →
// « Kit de distribution » → Prix affiché : … »), as the owner's e-mail says them when a
// publication stops (.github/workflows/publish.yml): the editor's own reading of the files
// (src/admin/save-check.ts), then the images' problems as the verifier words them.
import { readFileSync, readdirSync } from 'node:fs';
import { runnerImport } from 'vite';

const started = Date.now();
const labels = process.argv.includes('--libelles');
/** A TypeScript module of the site, loaded by Vite's module runner as the build does. @param {string} file */
const load = async (file) => (await runnerImport(file, { configFile: false, logLevel: 'silent' })).module;
const reader = await load('./src/data/reader.ts');
let problems = await reader.contentAndImageProblems();
if (labels && problems.length > 0) {
  const { repositoryProblems } = await load('./src/admin/save-check.ts');
  const texts = Object.fromEntries(
    readdirSync('src/content')
      .filter((file) => file.endsWith('.yaml'))
      .map((file) => [file.replace(/\.yaml$/, ''), readFileSync(`src/content/${file}`, 'utf-8')]),
  );
  const dataProblems = reader.contentProblems();
  /** @type {{ text: string }[]} */
  const labelled = repositoryProblems(texts);
  problems = [
    ...(labelled.length > 0 ? labelled.map((p) => p.text) : dataProblems),
    ...problems.filter((/** @type {string} */ p) => !dataProblems.includes(p)),
  ];
}
const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (problems.length === 0) {
  console.log(
    `Tout est bon : les fichiers de src/content sont valides, vehicles.yaml compris s’il existe (${seconds} s).`,
  );
} else if (labels) {
  console.error(`À corriger dans l’éditeur du site (/admin/) :\n\n${problems.join('\n')}\n`);
  process.exitCode = 1;
} else {
  console.error(
    `${problems.length} fichier${problems.length > 1 ? 's' : ''} à corriger :\n\n${problems.join('\n\n')}\n`,
  );
  process.exitCode = 1;
}
