/**
 * Every French text of the publication status (status.ts, status-panel.ts), and what the editor
 * says of a key GitHub refuses (bundle.ts). A leaf: Node reads it as is through bundle.ts.
 */

/** No-break space (U+00A0), before « : » and inside « 14 h 32 », « 3 min ». */
const NBSP = '\u00a0';

/** GitHub refused the owner's key (401) once he was signed in: it expired or was revoked. */
export const KEY_REFUSED =
  `Votre clé d’accès n’est plus valable (expirée ou retirée)${NBSP}: ` +
  'demandez-en une nouvelle à l’agence, puis reconnectez-vous avec elle.';

/** The key typed on the sign-in page is refused (401): mistyped, expired or revoked. */
export const KEY_TYPED_REFUSED =
  `Cette clé d’accès n’est pas valable (mal copiée, expirée ou retirée)${NBSP}: ` +
  'vérifiez-la, ou demandez-en une nouvelle à l’agence.';

/** Every text of the status, as the editor speaks. */
export const STATUS_TEXTS = {
  /** The status's region, for assistive technologies. */
  region: 'Publication du site',
  pending: (minutes: number | null) =>
    `Vérification et publication en cours…${minutes === null ? '' : ` (environ ${minutes}${NBSP}min)`}`,
  /** `time`: « 14 h 32 »; followed by a link to the page, `seePage`. */
  online: (time: string) => `En ligne depuis ${time}${NBSP}: `,
  seePage: 'voir la page',
  failed: `Pas en ligne${NBSP}:`,
  /** Beside each problem: opens the file's form. */
  fix: 'Corriger',
  /** When the problems are not in the owner's contents. */
  technical:
    'vos contenus sont corrects, c’est une vérification technique qui a échoué. ' +
    `Rien à faire de votre côté${NBSP}: l’agence est prévenue.`,
  key: KEY_REFUSED,
  close: 'Fermer',
} as const;
