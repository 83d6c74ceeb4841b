/**
 * The template's fiction, known by its content: the 17 sample reviews the site ships with
 * (src/content/reviews.yaml as the template delivers it), kept here so that the go-live guard
 * (go-live.ts) recognises them, nearly word for word, once the owner's own src/content has
 * replaced the template's, and whatever the file's `sample:` flag says. Pure module.
 */
import { editDistance } from '#schemas/messages.ts';

/** The template's sample reviews, as it ships them: none is a customer's. */
export const TEMPLATE_REVIEWS: readonly string[] = [
  'Révision de ma Golf faite dans la matinée, au prix annoncé au téléphone. Explications claires, et rien d’ajouté sans me demander.',
  'Courroie de distribution changée sur mon A3 TDI. Devis détaillé avec la pompe à eau comprise, et la voiture était prête le jour prévu.',
  'Accueil très sympathique et travail propre. Je recommande.',
  'Voyant moteur allumé sur ma Polo. Ils ont trouvé un capteur défectueux là où on m’avait parlé de changer la vanne EGR ailleurs. Honnêtes, tout simplement.',
  'Disques et plaquettes avant changés sur ma Seat León. Le prix final correspondait au devis à l’euro près.',
  'Client depuis plus de quinze ans, déjà avant la reprise du garage. La nouvelle équipe a gardé le même sérieux et on est toujours aussi bien reçu. Ils prennent le temps de montrer les pièces usées et d’expliquer ce qu’ils ont fait, ça me plaît.',
  'Nettoyage intérieur de notre Touran après deux semaines de vacances avec les enfants… Les sièges et les moquettes sont comme neufs, et il y avait même un petit désodorisant offert.',
  'Embrayage qui patinait sur ma Fabia. Remplacé dans la journée, la pédale est redevenue souple. Prix correct.',
  'Rendez-vous pris en ligne, voiture déposée à 8 h et récupérée le soir comme prévu. Pratique quand on travaille.',
  'Pré-contrôle avant le contrôle technique de mon Octavia. Ils m’ont signalé deux ampoules et un pneu à la limite, le contrôle est passé sans contre-visite.',
  'Garage sérieux : on vous dit ce qui est urgent et ce qui peut attendre. C’est devenu rare.',
  'Calibration de la caméra après un changement de pare-brise sur mon Tiguan. Le voyant d’aide au maintien dans la voie s’est éteint et tout fonctionne.',
  'Batterie à plat un lundi matin, ils ont pu me la remplacer le jour même. Merci pour la réactivité.',
  'Des spécialistes VW, ça se sent. Ma Passat avait des démarrages difficiles depuis des mois et deux garages n’avaient rien trouvé ; ici, l’injecteur en cause a été identifié au diagnostic. Devis détaillé, délai annoncé respecté, et la voiture démarre au quart de tour.',
  'Parallélisme refait sur mon A1 après un choc contre un trottoir. Elle ne tire plus à droite. Rapide et efficace.',
  'Amortisseurs arrière changés sur mon Ibiza, au tarif indiqué sur le site. Équipe à l’écoute et de bon conseil.',
  'Révision de mon Q3 avec le carnet d’entretien tamponné. Moins cher qu’en concession pour le même travail, et on parle directement au mécanicien.',
];

/** A text reduced to its words: accents, case, spaces and punctuation aside. */
export const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const FOLDED = TEMPLATE_REVIEWS.map(fold);

/**
 * A text at most this share of whose characters differ from a sample's is that sample, retouched
 * (a model changed, a word added, a sentence shortened): about a word in five.
 */
const NEAR = 0.2;
/** A sample kept whole inside a longer review, or a review cut from a sample, counts from this length. */
const QUOTED = 40;

/**
 * The number (from 1) of the template's sample review a text is, or nearly is, whatever its
 * spelling; undefined for a text of the owner's own.
 */
export function templateReviewOf(text: string): number | undefined {
  const folded = fold(text);
  if (folded === '') return undefined;
  const index = FOLDED.findIndex((sample) => {
    if (sample === folded) return true;
    const [short, long] = sample.length < folded.length ? [sample, folded] : [folded, sample];
    if (short.length >= QUOTED && long.includes(short)) return true;
    // The distance is at least the lengths' difference: too far apart, not worth computing.
    if (long.length - short.length > NEAR * long.length) return false;
    return editDistance(sample, folded) <= Math.max(3, Math.round(NEAR * long.length));
  });
  return index < 0 ? undefined : index + 1;
}
