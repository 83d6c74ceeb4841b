import type { Garage } from '#schemas/index.ts';
import styles from './Prose.module.css';

/** The privacy policy: what the site processes, truthfully, and how to exercise one's rights. */
export function PrivacyPolicy({ garage }: { garage: Garage }) {
  const { legal, contact, booking } = garage;
  return (
    <div className={styles.prose}>
      <h2>En bref</h2>
      <ul>
        <li>Ce site ne dépose aucun cookie et n’utilise aucun outil de mesure d’audience ni de publicité.</li>
        <li>Il ne contient aucun formulaire&#8239;: nous ne recueillons aucune donnée à travers lui.</li>
        <li>
          Aucun service tiers n’est contacté tant que vous ne le demandez pas&#8239;: la carte ne se charge
          qu’après un clic, et le calendrier de réservation seulement sur la page Réservation.
        </li>
      </ul>

      <h2>Responsable du traitement</h2>
      <p>
        {legal.companyName} ({legal.legalForm}), {contact.street}, {contact.postalCode} {contact.city},
        représentée par {legal.publicationDirector}. Contact&#8239;:{' '}
        <a href={`mailto:${contact.email}`}>{contact.email}</a>.
      </p>

      <h2>Ce que traite ce site</h2>
      <h3>Journaux techniques de l’hébergeur</h3>
      <p>
        Comme tout site, notre hébergeur ({legal.host.name}) enregistre l’adresse IP, la date, la page
        demandée et le navigateur de chaque visite, pour assurer la sécurité et le bon fonctionnement du
        service (intérêt légitime). Ces journaux sont conservés au plus douze mois et ne servent à aucun
        profilage.
      </p>
      <h3>Carte (OpenStreetMap)</h3>
      <p>
        Si vous cliquez sur «&nbsp;Afficher la carte&nbsp;», votre navigateur charge la carte depuis les
        serveurs de la fondation OpenStreetMap, qui reçoivent alors votre adresse IP et les informations
        techniques de votre navigateur. Rien n’est chargé sans ce clic. Voir la{' '}
        <a href="https://osmfoundation.org/wiki/Privacy_Policy" target="_blank" rel="noopener noreferrer">
          politique de confidentialité d’OpenStreetMap
          <span className="visually-hidden"> (nouvel onglet)</span>
        </a>
        . Les liens «&nbsp;Itinéraire&nbsp;» ouvrent Google Maps ou OpenStreetMap dans un nouvel onglet, selon
        leurs propres règles.
      </p>
      <h3>Calendrier de réservation</h3>
      <p>
        La page Réservation affiche le calendrier de {booking.provider}. En l’ouvrant, votre navigateur se
        connecte à ce service, qui reçoit votre adresse IP et peut déposer ses propres cookies. Les
        informations que vous saisissez pour réserver (nom, téléphone, e-mail, véhicule) sont transmises à ce
        service et à nous, uniquement pour organiser votre rendez-vous (mesures précontractuelles), et
        conservées trois ans après le dernier contact. Voir la{' '}
        <a href={booking.providerPrivacyUrl} target="_blank" rel="noopener noreferrer">
          politique de confidentialité du fournisseur
          <span className="visually-hidden"> (nouvel onglet)</span>
        </a>
        . Vous pouvez aussi réserver par téléphone, sans passer par ce service.
      </p>
      <h3>Réseaux sociaux</h3>
      <p>
        Les icônes des réseaux sociaux sont de simples liens&#8239;: aucun bouton ni script de ces réseaux
        n’est chargé sur nos pages. En les suivant, vous quittez notre site et êtes soumis aux règles de
        chaque réseau.
      </p>

      <h2>Vos droits</h2>
      <p>
        Conformément au RGPD et à la loi «&nbsp;Informatique et Libertés&nbsp;», vous disposez d’un droit
        d’accès, de rectification, d’effacement, de limitation, d’opposition et de portabilité de vos données,
        ainsi que du droit de définir des directives sur leur sort après votre décès. Pour les exercer,
        écrivez à <a href={`mailto:${contact.email}`}>{contact.email}</a> ou par courrier à l’adresse du
        garage&#8239;; nous répondons dans un délai d’un mois.
      </p>
      <p>
        Si vous estimez que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la CNIL
        (Commission nationale de l’informatique et des libertés, 3 place de Fontenoy, TSA 80715, 75334 Paris
        Cedex 07,{' '}
        <a href="https://www.cnil.fr/fr/plaintes" target="_blank" rel="noopener noreferrer">
          cnil.fr
          <span className="visually-hidden"> (nouvel onglet)</span>
        </a>
        ).
      </p>
    </div>
  );
}
