import type { PictureData } from '#data/images.ts';
import { Picture } from '../ui/Picture';
import { SectionHeading } from '../ui/SectionHeading';
import styles from './CleaningSteps.module.css';

/** A cleaning step with its image resolved by the image pipeline. */
export interface CleaningStepData {
  title: string;
  subtitle: string;
  image: PictureData;
}

export interface CleaningStepsProps {
  /** Section title. */
  heading: string;
  /** Steps in order; numbered from 1 here. */
  steps: CleaningStepData[];
}

/** The cleaning process as a numbered vertical list (an ordered list), each step with its image. */
export function CleaningSteps({ heading, steps }: CleaningStepsProps) {
  return (
    <section className={styles.section} aria-labelledby="etapes">
      <SectionHeading id="etapes">{heading}</SectionHeading>
      <ol role="list" aria-labelledby="etapes" className={styles.steps}>
        {steps.map((step, index) => (
          <li key={step.title} className={styles.step}>
            <span className={styles.number}>
              <span className="visually-hidden">Étape </span>
              {index + 1}
            </span>
            <div className={styles.text}>
              <h3 className={styles.title}>{step.title}</h3>
              <p className={styles.subtitle}>{step.subtitle}</p>
            </div>
            <Picture image={step.image} className={styles.media} />
          </li>
        ))}
      </ol>
    </section>
  );
}
