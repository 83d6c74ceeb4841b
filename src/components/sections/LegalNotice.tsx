import type { Garage } from '#schemas/index.ts';
import { displayPhone } from '#lib/phone.ts';
import { PATHS } from '#lib/pages.ts';
import styles from './Prose.module.css';

const euros = new Intl.NumberFormat('fr-FR', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

/** Mentions légales required of a French company's website (LCEN art. 6, Code de commerce R123-237). */
export function LegalNotice({ garage }: { garage: Garage }) {
  const { legal, contact } = garage;
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
        modèle et de la motorisation du véhicule&#8239;; un devis écrit est remis avant toute intervention.
      </p>

      <h2>Propriété intellectuelle</h2>
      <p>
        Les textes, illustrations et éléments graphiques de ce site appartiennent à {legal.companyName}, sauf
        les marques citées (Audi, Volkswagen, Seat, Skoda, Visa, Mastercard, réseaux sociaux), qui
        appartiennent à leurs titulaires respectifs. {garage.name} est un garage indépendant, sans lien avec
        ces constructeurs.
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
