import type { Garage, Quote, ReviewPolicy } from '#schemas/index.ts';
import { BRAND_MARKS } from '#lib/brand-marks.ts';
import { allBrands } from '#lib/brands.ts';
import { PAYMENT_LABELS } from '#lib/payments.ts';
import { displayPhone } from '#lib/phone.ts';
import { PATHS } from '#lib/pages.ts';
import { quoteText } from '#lib/price-law.ts';
import { REVIEWS_POLICY_ID } from '#lib/reviews.ts';
import styles from './Prose.module.css';

const euros = new Intl.NumberFormat('fr-FR', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

export interface LegalNoticeProps {
  garage: Garage;
  /** The quote policy (repairs.yaml), said with the prices. */
  quote: Quote;
  /** How the reviews are gathered and handled (reviews.yaml). */
  reviewPolicy: ReviewPolicy;
}

/**
 * Mentions légales required of a French company's website (LCEN art. 6, Code de commerce R123-237),
 * with the prices' conditions and the reviews' section the line under the home page's reviews links
 * to (Code de la consommation, L111-7-2, D111-17 2°, D111-18, D111-19).
 */
export function LegalNotice({ garage, quote, reviewPolicy: policy }: LegalNoticeProps) {
  const { legal, contact } = garage;
  // The car brands, the card schemes whose marks the site shows, the social networks.
  const marks = [
    ...allBrands(garage.brands),
    ...garage.payments.filter((p) => p in BRAND_MARKS).map((p) => PAYMENT_LABELS[p]),
    'réseaux sociaux',
  ];
  const office = `${contact.street}, ${contact.postalCode} ${contact.city}`;
  return (
    <div className={styles.prose}>
      <h2>Éditeur du site</h2>
      <p>
        Le site {garage.siteUrl.replace('https://', '')} est édité par la société {legal.companyName},
        exploitant le garage «&nbsp;{garage.name}&nbsp;».
      </p>
      <dl>
        <dt>Raison sociale</dt>
        <dd>{legal.companyName}</dd>
        <dt>Forme juridique</dt>
        <dd>{legal.legalForm}</dd>
        <dt>Capital social</dt>
        <dd>{euros.format(legal.shareCapital)}</dd>
        <dt>Siège social</dt>
        <dd>{office}</dd>
        <dt>RCS</dt>
        <dd>
          RCS {legal.rcsCity} {legal.siren}
        </dd>
        <dt>SIRET</dt>
        <dd>{legal.siret}</dd>
        <dt>N° de TVA intracommunautaire</dt>
        <dd>{legal.vat}</dd>
        <dt>Code APE</dt>
        <dd>{legal.ape}</dd>
        <dt>Téléphone</dt>
        <dd>{displayPhone(contact.phone)}</dd>
        <dt>E-mail</dt>
        <dd>
          <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </dd>
        <dt>Directeur de la publication</dt>
        <dd>{legal.publicationDirector}</dd>
      </dl>

      <h2>Hébergement</h2>
      <dl>
        <dt>Hébergeur</dt>
        <dd>{legal.host.name}</dd>
        <dt>Adresse</dt>
        <dd>{legal.host.address}</dd>
        <dt>Téléphone</dt>
        <dd>{legal.host.phone}</dd>
      </dl>

      <h2>Prix</h2>
      <p>
        Les prix affichés sur ce site sont indicatifs, exprimés en euros toutes taxes comprises (TTC), pièces
        et main-d’œuvre comprises sauf mention contraire. Les prix «&nbsp;à partir de&nbsp;» dépendent du
        modèle et de la motorisation du véhicule. {quoteText(quote)} Les taux horaires de main-d’œuvre et la
        façon de compter le temps sont affichés sur la page{' '}
        <a href={PATHS.repairs}>Réparation et maintenance</a>.
      </p>

      <h2 id={REVIEWS_POLICY_ID}>Avis clients</h2>
      <p>
        Les avis de la page d’accueil sont recueillis {policy.source}. Chacun porte la date à laquelle il a
        été écrit et le mois de la prestation dont il parle&#8239;; ils sont affichés du plus récent au plus
        ancien (Code de la consommation, articles L.&nbsp;111-7-2 et D.&nbsp;111-16 à D.&nbsp;111-19).
      </p>
      <dl>
        <dt>Contrôle des avis</dt>
        <dd>{policy.check?.trim() || 'Les avis ne font l’objet d’aucun contrôle avant leur publication.'}</dd>
        <dt>Contrepartie</dt>
        <dd>
          {policy.reward?.trim()
            ? `Un avis donne droit à la contrepartie suivante\u00a0: ${policy.reward.trim()}.`
            : 'Aucune contrepartie n’est offerte en échange d’un avis.'}
        </dd>
        <dt>Délai de publication</dt>
        <dd>Un avis est publié {policy.publicationDelay}.</dd>
        <dt>Durée de conservation</dt>
        <dd>Un avis reste affiché {policy.keptFor}.</dd>
        <dt>Motifs de refus</dt>
        <dd>
          <ul>
            {policy.refusalReasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </dd>
        <dt>Auteur d’un avis refusé</dt>
        <dd>Son auteur en est informé {policy.authorTold}.</dd>
      </dl>

      <h2>Propriété intellectuelle</h2>
      <p>
        Les textes, illustrations et éléments graphiques de ce site appartiennent à {legal.companyName}
        {`, sauf les marques citées (${marks.join(', ')}), qui appartiennent à leurs titulaires respectifs. `}
        {garage.name} est un garage indépendant, sans lien avec ces constructeurs.
      </p>

      <h2>Données personnelles</h2>
      <p>
        Ce site ne dépose aucun cookie et ne mesure pas votre audience. Le détail des données traitées et de
        vos droits figure dans la <a href={PATHS.privacy}>politique de confidentialité</a>.
      </p>

      <h2>Médiation de la consommation</h2>
      <p>
        En cas de litige, après une réclamation écrite adressée au garage et restée sans réponse
        satisfaisante, vous pouvez recourir gratuitement au médiateur de la consommation dont il relève (Code
        de la consommation, articles L.&nbsp;616-1 et R.&nbsp;616-1)&nbsp;:
      </p>
      <dl>
        <dt>Médiateur</dt>
        <dd>{legal.mediator.name}</dd>
        <dt>Site internet</dt>
        <dd>
          <a href={legal.mediator.url}>{legal.mediator.url.replace('https://', '')}</a>
        </dd>
        <dt>Adresse</dt>
        <dd>{legal.mediator.address}</dd>
      </dl>
    </div>
  );
}
