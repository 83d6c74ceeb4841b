// `npm run bench:photos`: what car photos cost a publication, once Astro's image cache is kept
// (docs/decisions/0024-photos-encoded-once.md). Two copies of the site (tests/support/site-copy.ts),
// each with a cache of its own: one with no car, one with N cars of 5 phone-like photos each
// (4 000 × 3 000 JPEG with grain, generated with sharp, never committed). Each is built once (the
// first build: every photo encoded), then the same content change that touches no photo (a repair
// price) is made in both and each is built again. Targets (issue 41): the second build with cars
// within 1.2× the one without; the first build of 150 photos (30 cars) under 10 minutes on two
// cores. Times are `astro build` alone (npm run build adds the hosts' files and the compressed
// copies, alike with or without cars). Not part of `npm test`: times move with the machine's load,
// printed beside them.
// The second builds are made ROUNDS times in turn, with and without cars, and their medians compared;
// each starts without dist/, as the publishing workflow's does (a fresh checkout: Astro has no
// earlier build to delete, which took some 3 s of a 30-car build here, nothing on the forge).
// `--keep` keeps the two copies; `--reuse <without>,<with>` takes two kept copies, brings them the
// current sources (their cars, photos and caches kept) and makes the second builds alone: a change
// of the build measured again without the first build's encoding (some 10 minutes for 30 cars).
// Usage: node scripts/photo-cache-bench.mjs [--cars 30] [--rounds 3] [--keep] [--reuse <dir>,<dir>]
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { REPO, SITE_ENTRIES, buildSiteCopy, rebuild } from '../tests/support/site-copy.ts';

const { values } = parseArgs({
  options: {
    cars: { type: 'string', default: '30' },
    rounds: { type: 'string', default: '3' },
    keep: { type: 'boolean', default: false },
    reuse: { type: 'string' },
  },
});
const CARS = Number(values.cars);
const ROUNDS = Number(values.rounds);
const PHOTOS_PER_CAR = 5;
const TARGET = { warmRatio: 1.2, coldSecondsFor150: 600 };
const MAKES = [
  ['Volkswagen', 'Golf'],
  ['Audi', 'A3 Sportback'],
  ['Skoda', 'Octavia Combi'],
  ['Seat', 'Leon'],
  ['Volkswagen', 'Polo'],
  ['Audi', 'Q3'],
];

/**
 * A phone photo's grain, 4 000 × 3 000 raw pixels, made once and laid over every photo: made for
 * each photo (as a PNG), it took some 3 s of processor a photo, 150 photos as long as their encoding.
 */
let grain;
const PHOTO = { width: 4000, height: 3000 };

/**
 * A phone's photo: 4 000 × 3 000, grain over shapes, so it weighs and encodes as a real one does;
 * the `index`-th photo (its hue and where the car stands, its own).
 */
async function phonePhoto(file, index) {
  const { width, height } = PHOTO;
  const hue = (index * 7) % 360;
  grain ??= sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 22 },
    },
  })
    .blur(0.8)
    .raw()
    .toBuffer();
  const shapes = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="hsl(${hue} 20% 50%)"/><rect y="1900" width="100%" height="1100" fill="#2f3338"/>
    <ellipse cx="${1500 + index * 3}" cy="1800" rx="1300" ry="480" fill="hsl(${(hue + 160) % 360} 55% 38%)"/></svg>`;
  await sharp(Buffer.from(shapes))
    .composite([{ input: await grain, raw: { width, height, channels: 3 }, blend: 'overlay' }])
    .jpeg({ quality: 88 })
    .toFile(file);
}

/** vehicles.yaml with `count` cars of PHOTOS_PER_CAR photos each, and the photos. */
async function addCars(root, count) {
  const dir = path.join(root, 'src/assets/photos/vehicules');
  mkdirSync(dir, { recursive: true });
  const cars = [];
  for (let car = 0; car < count; car++) {
    const [make, model] = MAKES[car % MAKES.length];
    const names = Array.from(
      { length: PHOTOS_PER_CAR },
      (_, n) => `IMG_${String(car * PHOTOS_PER_CAR + n + 1).padStart(4, '0')}.JPG`,
    );
    // Each photo its own hue and place of the car (the photo check refuses a car's photo whose
    // bytes another one has: docs/decisions/0020-photos-checked-before-publishing.md).
    await Promise.all(names.map((name, n) => phonePhoto(path.join(dir, name), car * PHOTOS_PER_CAR + n)));
    const photos = names.map(
      (name, n) => `      - { src: photos/vehicules/${name}, alt: '${make} ${model}, photo ${n + 1}' }`,
    );
    cars.push(
      [
        `  - make: ${make}`,
        `    model: ${model}`,
        `    version: Finition ${car + 1}`,
        `    year: ${2012 + (car % 12)}`,
        `    mileageKm: ${20000 + car * 3100}`,
        `    fuel: ${car % 2 ? 'essence' : 'diesel'}`,
        `    gearbox: ${car % 3 ? 'manuelle' : 'automatique'}`,
        `    price: ${9000 + car * 350}`,
        '    photos:',
        ...photos,
        `    description: Voiture n° ${car + 1}, carnet d’entretien suivi.`,
      ].join('\n'),
    );
  }
  writeFileSync(path.join(root, 'src/content/vehicles.yaml'), `vehicles:\n${cars.join('\n')}\n`);
}

/** A content change that touches no photo: the first repair price, one euro more. */
function changePrice(root) {
  const file = path.join(root, 'src/content/repairs.yaml');
  const text = readFileSync(file, 'utf-8');
  writeFileSync(
    file,
    text.replace(/amount: (\d+(?:\.\d+)?)/, (_, amount) => `amount: ${Number(amount) + 1}`),
  );
}

const seconds = (ms) => (ms / 1000).toFixed(1);
const load = () => os.loadavg()[0].toFixed(1);
const entries = (root) => readdirSync(path.join(root, '.cache/astro/assets')).length;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
/**
 * The processor time the builds so far took, in seconds (Linux: the finished children's user and
 * system time of /proc/self/stat, in clock ticks of 1/100 s): on a busy machine, steadier than the
 * wall time.
 */
const childCpu = () => {
  const fields = readFileSync('/proc/self/stat', 'utf-8').split(') ')[1].split(' ');
  return (Number(fields[13]) + Number(fields[14])) / 100;
};

/**
 * Two copies kept by an earlier `--keep` run, given the current sources (their cars, photos and
 * caches stay: the copy of src/ adds and replaces files, it removes none; each copy's own
 * vehicles.yaml is put back, since the repository's has replaced it).
 */
function reused(roots) {
  return roots.split(',').map((root) => {
    const vehicles = path.join(root, 'src/content/vehicles.yaml');
    const own = existsSync(vehicles) ? readFileSync(vehicles) : undefined;
    for (const entry of SITE_ENTRIES)
      cpSync(path.join(REPO, entry), path.join(root, entry), { recursive: true });
    if (own) writeFileSync(vehicles, own);
    else rmSync(vehicles, { force: true });
    return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
  });
}

/** The car pages a build has: what the comparison is about, counted rather than assumed. */
const carPages = (root) => {
  const list = path.join(root, 'dist/services/voiture-occasion');
  return existsSync(list)
    ? readdirSync(list, { withFileTypes: true }).filter((e) => e.isDirectory()).length
    : 0;
};

/** The first builds, each from an empty cache: the copy without cars, then the one with CARS cars. */
async function firstBuilds(copies) {
  let cpu = childCpu();
  const bare = await buildSiteCopy({ prefix: 'bench-no-car-', ownCache: true });
  copies.push(bare);
  const bareCpu = childCpu() - cpu;
  console.log(
    `sans voiture : 1re construction ${seconds(bare.buildMs)} s, processeur ${bareCpu.toFixed(1)} s (charge ${load()})`,
  );
  const generated = performance.now();
  const cars = await buildSiteCopy({
    prefix: 'bench-cars-',
    ownCache: true,
    prepare: async (root) => {
      copies.push({ remove: () => rmSync(root, { recursive: true, force: true }) });
      await addCars(root, CARS);
      console.log(`photos générées en ${seconds(performance.now() - generated)} s`);
      cpu = childCpu();
    },
  });
  const carsCpu = childCpu() - cpu;
  console.log(
    `avec voitures : 1re construction ${seconds(cars.buildMs)} s, processeur ${carsCpu.toFixed(1)} s, ${entries(cars.root)} fichiers encodés (charge ${load()})`,
  );
  return { bare, cars, bareCpu, carsCpu };
}

const copies = [];
try {
  const first = values.reuse ? undefined : await firstBuilds(copies);
  const [bare, cars] = first ? [first.bare, first.cars] : reused(values.reuse);
  const photos = readdirSync(path.join(cars.root, 'src/assets/photos/vehicules')).length;
  console.log(
    `${photos / PHOTOS_PER_CAR} voitures × ${PHOTOS_PER_CAR} photos, ${os.availableParallelism()} cœurs, charge ${load()}${first ? '' : ` (copies reprises : ${values.reuse})`}.`,
  );
  const encoded = entries(cars.root);

  // The same change in both, built in turn, ROUNDS times: a slow spell of the machine hits both.
  // Each from a folder without dist/, as on the forge.
  const warm = { bare: [], cars: [] };
  const warmCpu = { bare: [], cars: [] };
  for (let round = 1; round <= ROUNDS; round++) {
    for (const [name, copy] of [
      ['bare', bare],
      ['cars', cars],
    ]) {
      changePrice(copy.root);
      rmSync(path.join(copy.root, 'dist'), { recursive: true, force: true });
      const cpu = childCpu();
      warm[name].push(rebuild(copy.root).buildMs);
      warmCpu[name].push(childCpu() - cpu);
    }
    console.log(
      `tour ${round} après un prix changé : sans voiture ${seconds(warm.bare.at(-1))} s (processeur ${warmCpu.bare.at(-1).toFixed(1)} s), avec ${seconds(warm.cars.at(-1))} s (processeur ${warmCpu.cars.at(-1).toFixed(1)} s) (charge ${load()})`,
    );
  }
  const reencoded = entries(cars.root) - encoded;
  if (carPages(cars.root) !== photos / PHOTOS_PER_CAR || carPages(bare.root) !== 0)
    throw new Error(
      `les copies ne comparent pas ce qu’elles disent : ${carPages(cars.root)} pages de voiture avec les voitures (${photos / PHOTOS_PER_CAR} attendues), ${carPages(bare.root)} sans`,
    );

  const [bareWarm, carsWarm] = [median(warm.bare), median(warm.cars)];
  const ratio = carsWarm / bareWarm;
  const cpuRatio = median(warmCpu.cars) / median(warmCpu.bare);
  const lines = [
    '',
    `| Construction (${photos} photos, ${encoded} fichiers dérivés) | Sans voiture | Avec voitures |`,
    '| --- | --- | --- |',
    `| Après un prix changé, cache gardé (médiane de ${ROUNDS}) | ${seconds(bareWarm)} s | ${seconds(carsWarm)} s |`,
    `| Processeur, après un prix changé (médiane) | ${median(warmCpu.bare).toFixed(1)} s | ${median(warmCpu.cars).toFixed(1)} s |`,
  ];
  if (first) {
    const { bareCpu, carsCpu } = first;
    const coldFor150 = (cars.buildMs - bare.buildMs) * (150 / photos) + bare.buildMs;
    // On two cores of its own, a build's wall time is at least half its processor time.
    const cpuFor150 = ((carsCpu - bareCpu) * (150 / photos) + bareCpu) / os.availableParallelism();
    lines.push(
      `| Première (cache vide) | ${seconds(bare.buildMs)} s | ${seconds(cars.buildMs)} s |`,
      `| Processeur, première | ${bareCpu.toFixed(1)} s | ${carsCpu.toFixed(1)} s |`,
      '',
      `Première construction ramenée à 150 photos, en processeur sur ${os.availableParallelism()} cœurs libres : au moins ${cpuFor150.toFixed(0)} s`,
      `Première construction ramenée à 150 photos : ${seconds(coldFor150)} s (cible < ${TARGET.coldSecondsFor150} s) ${coldFor150 < TARGET.coldSecondsFor150 * 1000 ? '✔' : '✖'}${photos === 150 ? '' : ' (extrapolée)'}`,
    );
  }
  lines.push(
    '',
    `Fichiers encodés de nouveau après les changements de prix : ${reencoded}`,
    `Avec / sans voiture après le changement : × ${ratio.toFixed(2)}, en processeur × ${cpuRatio.toFixed(2)} (cible ≤ × ${TARGET.warmRatio}) ${ratio <= TARGET.warmRatio ? '✔' : '✖'}`,
  );
  console.log(lines.join('\n'));
  if (values.keep || values.reuse) console.log(`copies gardées : ${bare.root},${cars.root}`);
} finally {
  if (!values.keep && !values.reuse) for (const copy of copies) copy.remove();
}
