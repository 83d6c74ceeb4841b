// `npm run mise-en-ligne`: the go-live guard. Before any upload to a real host, the publishing
// workflow (.github/workflows/publish.yml) runs it: a site that still carries the template's
// fiction (sample reviews, a fiction phone number, the template's SIREN and SIRET, an example
// domain, « à confirmer », the sample booking link or address, the comments of garage.yaml that
// mark them) is refused, each one named in French with its file, its field and the editor's label
// (rules: src/admin/go-live.ts). The build, previews and tests never run it: they work with the
// samples. Prints « Rien de fictif » or the list; exit code 1 when something is left.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runnerImport } from 'vite';

// TypeScript importing the site's schemas, loaded by Vite's module runner as the verifier does.
const load = async (/** @type {string} */ file) =>
  (await runnerImport(file, { configFile: false, logLevel: 'silent' })).module;
const reader = await load('./src/data/reader.ts');
const { goLiveProblems, frenchSpaces } = await load('./src/admin/go-live.ts');

let problems;
try {
  problems = goLiveProblems({
    content: reader.readContent(),
    vehicles: reader.readVehicles(),
    texts: { garage: readFileSync(path.join(reader.PROJECT_ROOT, 'src/content/garage.yaml'), 'utf-8') },
  });
} catch (error) {
  // Content the build would refuse anyway: say so, as the verifier would.
  console.error(
    `${frenchSpaces('Mise en ligne refusée : le contenu est à corriger d’abord (npm run verifier).')}\n\n${error instanceof Error ? error.message : error}\n`,
  );
  process.exit(1);
}
if (problems.length === 0) {
  console.log(frenchSpaces('Rien de fictif : le site peut être mis en ligne.'));
} else {
  const count = problems.length > 1 ? `${problems.length} exemples fictifs` : 'un exemple fictif';
  console.error(
    `${frenchSpaces(`Mise en ligne refusée : le site porte encore ${count} à remplacer. Rien n’a été envoyé à l’hébergeur, le site en ligne n’a pas changé.`)}\n\n` +
      `${problems.join('\n')}\n\n` +
      `${frenchSpaces('Corrigez-les (page /admin/ du site, ou les fichiers), puis enregistrez : la publication repart. Ce qu’il faut remplir avant la première publication : deploy/README.md.')}\n`,
  );
  process.exitCode = 1;
}
