import { Icon } from '../ui/Icon';
import styles from './CircularEconomyNotice.module.css';

/**
 * The information a repairer's website must give on parts from the circular economy
 * (Code de la consommation, art. L. 224-67 and R. 224-22 ff.; arrêté of 8 October 2018):
 * the customer may choose them instead of new parts, for which categories, and when the garage
 * is not bound to offer them. Legal copy, not the owner's data: it changes only with the law.
 */
export function CircularEconomyNotice() {
  return (
    <section className={styles.wrap} aria-labelledby="economie-circulaire">
      <div className={styles.box}>
        <Icon name="recycle" className={styles.icon} />
        <div className={styles.body}>
          <h2 id="economie-circulaire" className={styles.title}>
            Pièces issues de l’économie circulaire&#8239;: vous avez le choix
          </h2>
          <p>
            Pour l’entretien et la réparation de votre véhicule, vous pouvez opter pour des pièces issues de
            l’économie circulaire à la place de pièces neuves&#8239;: pièces de réemploi provenant de centres
            VHU agréés (véhicules hors d’usage), ou pièces remises en état selon les spécifications du
            fabricant, vendues sous la mention «&nbsp;échange standard&nbsp;».
          </p>
          <div className={styles.columns}>
            <div>
              <h3 className={styles.subtitle}>Pièces concernées</h3>
              <ul className={styles.list}>
                <li>les pièces de carrosserie amovibles&#8239;;</li>
                <li>les pièces de garnissage intérieur et de sellerie&#8239;;</li>
                <li>les vitrages non collés&#8239;;</li>
                <li>les pièces optiques (phares et feux)&#8239;;</li>
                <li>
                  les pièces mécaniques ou électroniques, sauf celles des trains roulants, de la direction et
                  du freinage, et les éléments de liaison au sol assemblés, soumis à usure mécanique et non
                  démontables.
                </li>
              </ul>
            </div>
            <div>
              <h3 className={styles.subtitle}>Nous ne sommes pas tenus de vous les proposer</h3>
              <ul className={styles.list}>
                <li>
                  si l’intervention est gratuite, réalisée sous garantie contractuelle ou dans le cadre d’un
                  rappel du constructeur&#8239;;
                </li>
                <li>
                  si ces pièces ne sont pas disponibles dans un délai compatible avec la durée
                  d’immobilisation prévue de votre véhicule&#8239;;
                </li>
                <li>
                  si nous estimons qu’elles présentent un risque important pour l’environnement, la santé
                  publique ou la sécurité routière.
                </li>
              </ul>
            </div>
          </div>
          <p>
            Votre choix est noté par écrit avant l’intervention. Ces pièces sont fournies sous réserve de
            disponibilité, avec l’indication de leur délai de disponibilité et de leur prix.
          </p>
          <p className={styles.source}>
            Articles L.&nbsp;224-67 et R.&nbsp;224-22 et suivants du Code de la consommation, arrêté du
            8&nbsp;octobre 2018.
          </p>
        </div>
      </div>
    </section>
  );
}
