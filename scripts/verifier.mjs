// `npm run verifier`: the owner's quick check of every content file (src/content/*.yaml) and of
// every image they name (decoded in full), in a few seconds and without a build. Prints « Tout est
// bon » or the list of problems, in French, each naming the file, the entry, the field and the
// fix. Exit code 1 when something is wrong.
import { runnerImport } from 'vite';

const started = Date.now();
// The reader is TypeScript importing the site's schemas: Vite's module runner loads it as the
// build does, with no compile step of our own.
const { module } = await runnerImport('./src/data/reader.ts', {
  configFile: false,
  logLevel: 'silent',
});
const problems = await module.contentAndImageProblems();
const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (problems.length === 0) {
  console.log(
    `Tout est bon : les fichiers de src/content sont valides, vehicles.yaml compris s’il existe (${seconds} s).`,
  );
} else {
  console.error(
    `${problems.length} fichier${problems.length > 1 ? 's' : ''} à corriger :\n\n${problems.join('\n\n')}\n`,
  );
  process.exitCode = 1;
}
