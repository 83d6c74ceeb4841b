import type { CleaningFile } from '#schemas/index.ts';
import { CLEANING_PACKAGE_LABEL } from '#lib/words.ts';
import { PageHero } from './PageHero';
import { CleaningPackages } from './CleaningPackages';
import { CleaningSteps, type CleaningStepData } from './CleaningSteps';

export interface CleaningSectionProps {
  /** The cleaning file (src/content/cleaning.yaml): its page's words and packages. */
  cleaning: Pick<CleaningFile, 'heading' | 'intro' | 'packages' | 'gift' | 'dirtySurcharge'>;
  /** Its steps, each image resolved (the build's widths and formats, or the editor's file). */
  steps: CleaningStepData[];
  /** Where a package's button books. */
  bookingHref: string;
}

/**
 * The cleaning page's own content, /services/nettoyage: its hero, the packages and the steps. The
 * page and the editor's preview (src/admin/previews.tsx) both draw it, so a change here shows in both.
 */
export function CleaningSection({ cleaning, steps, bookingHref }: CleaningSectionProps) {
  return (
    <>
      <PageHero heading={cleaning.heading} eyebrow="Nos services">
        <p>{cleaning.intro}</p>
      </PageHero>
      <CleaningPackages
        heading={CLEANING_PACKAGE_LABEL}
        packages={cleaning.packages}
        gift={cleaning.gift}
        dirtySurcharge={cleaning.dirtySurcharge}
        bookingHref={bookingHref}
      />
      <CleaningSteps heading={`Notre méthode en ${steps.length} étapes`} steps={steps} />
    </>
  );
}
