/**
 * The editor's preview pane: each file of the site shown as the visitor will see it, drawn by the
 * site's own components and style sheet from the data being typed (docs/decisions/0016-owner-editor.md,
 * « The site itself as the preview »). Bundled with React and react-dom into /admin/chunks/
 * (src/integrations/admin-editor.ts) and loaded by ./preview-loader.ts once the owner is past the
 * sign-in, so that the sign-in stays light.
 *
 * What is typed is read as a save reads it (the check given to registerPreviews(), the save
 * check: French numbers, the file's schema): the pane shows what publication would print, or,
 * while a field is not complete, the same French message a save would give.
 */
// First: the schemas this shares with ./editor-late.ts are in a chunk both load, evaluated before
// either module's own code; zod must be told there, before any schema is built (./no-eval.ts).
import './no-eval';
import '#styles/global.css';
import './previews.css';
import { Component, useEffect, useRef, useState, type ReactNode } from 'react';
import type { CustomPreviewTemplateProps } from '@sveltia/cms';
import type { z } from 'astro/zod';
import type { PictureData } from '#data/images.ts';
import type { FILE_SCHEMAS } from '#schemas/index.ts';
import { PATHS } from '#schemas/paths.ts';
import { HOURS_DAY, OPENING_STATUS } from '#lib/dom-hooks.ts';
import { openingStatus, parisNow, type OpeningStatus as Status } from '#lib/opening-status.ts';
import { currentOffers } from '#lib/offers.ts';
import { offerPriceLine } from '#lib/price.ts';
import { carName, carsForSale } from '#lib/vehicles.ts';
import { heroFacts } from '#lib/hero-facts.ts';
import { PageHero } from '#components/sections/PageHero.tsx';
import { PriceGrid } from '#components/sections/PriceGrid.tsx';
import { CleaningSection } from '#components/sections/CleaningSection.tsx';
import { Hero } from '#components/sections/Hero.tsx';
import { HeroCarousel } from '#components/sections/HeroCarousel.tsx';
import { ServicesOverview } from '#components/sections/ServicesOverview.tsx';
import { SectionBand } from '#components/sections/SectionBand.tsx';
import { OffersGallery } from '#components/sections/OffersGallery.tsx';
import { CarSection } from '#components/sections/CarSection.tsx';
import { HoursTable } from '#components/ui/HoursTable.tsx';
import { OpeningStatus } from '#components/ui/OpeningStatus.tsx';
import type { EditableFile } from './schemas';
import type { SaveVerdict } from './save-check';

/** The data of a file as the site reads it. */
export type FileData<F extends EditableFile> = z.output<(typeof FILE_SCHEMAS)[F]>;

/** How typed data is read: as the site will read it once saved (./preview-loader.ts siteReading). */
export type Check = (file: EditableFile, data: unknown) => SaveVerdict;

/** An image of the owner's files as the editor holds it: its URL in the editor (a blob: URL for a new upload). */
export type AssetUrl = (src: string) => string | undefined;

/**
 * An image of the data as the preview shows it: the editor's URL of the file, with no widths or
 * formats (the build's image pipeline makes those) and no intrinsic size (unknown before it loads).
 */
function editorPicture({ src, alt }: { src: string; alt: string }, assetUrl: AssetUrl): PictureData {
  return { src: assetUrl(src) ?? '', sources: [], alt, sizes: '100vw' } as Omit<
    PictureData,
    'width' | 'height'
  > as PictureData;
}

/** What each preview is given: the file's data as the site reads it, and its images' URLs. */
interface PreviewProps<F extends EditableFile> {
  data: FileData<F>;
  assetUrl: AssetUrl;
  /** Another file of the site as the editor holds it now, read as a save reads it. */
  otherFile?: <G extends EditableFile>(file: G) => Promise<FileData<G> | undefined>;
}

/** The repair price list: its page's hero and the cards, as /services/reparation-maintenance shows them. */
export function RepairsPreview({ data, assetUrl }: PreviewProps<'repairs'>) {
  const services = data.services.map((service) => ({
    ...service,
    image: editorPicture(service.image, assetUrl),
  }));
  return (
    <>
      <PageHero heading={data.heading} eyebrow="Nos services">
        <p>{data.intro}</p>
      </PageHero>
      <PriceGrid heading="Nos prestations et tarifs" services={services} bookingHref={PATHS.booking} />
    </>
  );
}

/** The cleaning page: its hero, the packages and the steps, as /services/nettoyage shows them. */
export function CleaningPreview({ data, assetUrl }: PreviewProps<'cleaning'>) {
  const steps = data.steps.map((step) => ({ ...step, image: editorPicture(step.image, assetUrl) }));
  return <CleaningSection cleaning={data} steps={steps} bookingHref={PATHS.booking} />;
}

/** The status slot and today's row, as the site's script marks them (src/client/opening-status.ts). */
function showStatus(card: HTMLElement, status: Status) {
  const slot = card.querySelector<HTMLElement>(`[${OPENING_STATUS}]`);
  if (slot) {
    slot.dataset['state'] = status.open ? (status.closingSoon ? 'soon' : 'open') : 'closed';
    slot.textContent = status.label;
  }
  for (const row of card.querySelectorAll(`tr[${HOURS_DAY}]`)) {
    if (row.getAttribute(HOURS_DAY) === status.now.weekday) row.setAttribute('aria-current', 'date');
    else row.removeAttribute('aria-current');
  }
}

/** The opening status these hours would show now, and the week's table, as the contact card shows them. */
export function HoursPreview({ data }: PreviewProps<'hours'>) {
  const status = openingStatus(new Date(), data);
  return (
    <div
      className="preview-card"
      ref={(card) => {
        if (card) showStatus(card, status);
      }}
    >
      <OpeningStatus key={status.label} />
      <HoursTable week={data.week} />
    </div>
  );
}

/** Repairs and cleaning as the editor holds them now: the prices the offers show. */
function usePriceLists(otherFile: PreviewProps<'home'>['otherFile']) {
  const [lists, setLists] = useState<{ repairs?: FileData<'repairs'>; cleaning?: FileData<'cleaning'> }>({});
  useEffect(() => {
    let current = true;
    void Promise.all([otherFile?.('repairs'), otherFile?.('cleaning')]).then(([repairs, cleaning]) => {
      if (current) setLists({ ...(repairs && { repairs }), ...(cleaning && { cleaning }) });
    });
    return () => {
      current = false;
    };
  }, [otherFile]);
  return lists;
}

/** The garage's facts under the hero (« Depuis 1981 »), from garage.yaml as the editor holds it. */
function useGarage(otherFile: PreviewProps<'home'>['otherFile']) {
  const [garage, setGarage] = useState<FileData<'garage'>>();
  useEffect(() => {
    let current = true;
    void otherFile?.('garage').then((read) => current && setGarage(read));
    return () => {
      current = false;
    };
  }, [otherFile]);
  return garage;
}

/** The home page's hero, service blocks and offers still running, their prices from the price lists. */
export function HomePreview({ data, assetUrl, otherFile }: PreviewProps<'home'>) {
  const { repairs, cleaning } = usePriceLists(otherFile);
  const garage = useGarage(otherFile);
  // The offers still running today in Paris, as the build reckons them (src/layouts/context.ts).
  const offers = currentOffers(data.offers, parisNow(new Date()).date).map((offer) => ({
    ...offer,
    price: offerPriceLine(offer.price, {
      services: repairs?.services ?? [],
      packages: cleaning?.packages ?? [],
    }),
    image: editorPicture(offer.image, assetUrl),
    full: editorPicture(offer.image, assetUrl),
  }));
  return (
    <>
      <Hero
        heading={data.headline}
        headline={data.headline}
        tagline={data.tagline}
        facts={garage ? heroFacts(garage) : []}
      >
        <HeroCarousel
          slides={data.heroSlides.map((slide) => editorPicture(slide.image, assetUrl))}
          label="Images du garage"
        />
      </Hero>
      <ServicesOverview
        services={data.serviceBlocks.map((block) => ({
          ...block,
          image: editorPicture(block.image, assetUrl),
        }))}
      />
      {offers.length > 0 && (
        <SectionBand heading="Offres du moment" id="offres-du-moment" tone="alt">
          <OffersGallery offers={offers} />
        </SectionBand>
      )}
    </>
  );
}

/** Each car for sale's page: its hero, photos, price and figures, as /services/voiture-occasion/<car> shows it. */
export function VehiclesPreview({ data, assetUrl, otherFile }: PreviewProps<'vehicles'>) {
  const garage = useGarage(otherFile);
  // The sheet's call buttons need the garage's phone (garage.yaml).
  if (!garage) return null;
  return (
    <>
      {carsForSale(data.vehicles).map((car, i) => (
        <article key={i} aria-label={carName(car)}>
          <CarSection
            car={car}
            photos={car.photos.map((photo) => {
              const picture = editorPicture(photo, assetUrl);
              return { inline: picture, full: picture, fullHref: picture.src || photo.src };
            })}
            phone={garage.contact.phone}
            bookingHref={PATHS.booking}
            listHref={PATHS.cars}
          />
        </article>
      ))}
    </>
  );
}

/** The preview of each file that has one. */
export const PREVIEWS = {
  repairs: RepairsPreview,
  cleaning: CleaningPreview,
  hours: HoursPreview,
  home: HomePreview,
  vehicles: VehiclesPreview,
} as const satisfies Partial<{ [F in EditableFile]: (props: PreviewProps<F>) => ReactNode }>;

/** What the pane says instead while the data cannot be read as the site will (a field being typed). */
function NotYet({ message }: { message: string }) {
  return (
    <div className="preview-card" role="status">
      <p>
        <strong>Aperçu en attente</strong>&nbsp;: la page ne peut pas encore être affichée avec ces valeurs.
      </p>
      <p className="preview-problems">{message}</p>
    </div>
  );
}

/** A preview that fails to draw says so in the pane, instead of leaving it blank. */
class PreviewBoundary extends Component<{ children: ReactNode; data: unknown }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidUpdate(previous: { data: unknown }) {
    if (this.state.failed && previous.data !== this.props.data) this.setState({ failed: false });
  }
  override render() {
    return this.state.failed ? (
      <NotYet message={'L’aperçu n’a pas pu être dessiné\u202f; la page sera vérifiée à l’enregistrement.'} />
    ) : (
      this.props.children
    );
  }
}

/** How long the preview waits for the editor to read the images (40 × 250 ms: 10 s), then draws what it has. */
const IMAGE_READ_TRIES = 40;
const IMAGE_READ_WAIT_MS = 250;

/** The pane's own blob: URL of each image file the editor has read, by the editor's URL of it. */
const copies = new Map<string, string | undefined>();

/** The pane's own URL of an image the editor has read (at `url`), or undefined while it is being copied. */
function ownCopy(url: string): string | undefined {
  if (url.startsWith('data:')) return url;
  if (!copies.has(url)) {
    copies.set(url, undefined);
    void fetch(url)
      .then((response) => response.blob())
      .then((blob) => copies.set(url, URL.createObjectURL(blob)))
      .catch(() => copies.delete(url));
  }
  return copies.get(url);
}

/** An entry of the editor as its API gives it (an Immutable.js map). */
interface EntryMap {
  getIn(path: string[]): { toJS(): unknown } | undefined;
}

/** The editor's preview template of `file`: the typed data read by `check`, then drawn by PREVIEWS[file]. */
export function previewTemplate(file: keyof typeof PREVIEWS, check: Check, collection: string) {
  const Preview = PREVIEWS[file] as (props: PreviewProps<typeof file>) => ReactNode;
  function Template({ entry, getAsset, getCollection }: CustomPreviewTemplateProps) {
    const typed = (entry as unknown as EntryMap).getIn(['data'])?.toJS();
    const [otherFile] = useState(() => async <G extends EditableFile>(other: G) => {
      try {
        const found = (await getCollection(collection, other)) as unknown as EntryMap;
        const verdict = check(other, found.getIn(['data'])?.toJS());
        return verdict.ok ? (verdict.data as FileData<G>) : undefined;
      } catch {
        return undefined;
      }
    });
    // The editor reads an image's file after handing its entry out (its `url` is a path until
    // then, a blob: URL once read), and revokes the blob: URLs its own page no longer shows,
    // which the pane's frame is not: the pane shows a copy of its own (ownCopy), and is drawn
    // again shortly while one is on its way.
    const [tries, drawAgain] = useState(0);
    const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
    useEffect(() => () => clearTimeout(timer.current), []);
    const assetUrl: AssetUrl = (src) => {
      // The files name an image from src/assets; the editor, by its public path (`/` + that).
      const url = getAsset(src.startsWith('/') ? src : `/${src}`)?.url;
      const copy = url && /^(blob|data):/.test(url) ? ownCopy(url) : undefined;
      if (copy === undefined && tries < IMAGE_READ_TRIES) {
        timer.current ??= setTimeout(() => {
          timer.current = undefined;
          drawAgain((n) => n + 1);
        }, IMAGE_READ_WAIT_MS);
      }
      return copy;
    };
    const verdict = check(file, typed);
    if (!verdict.ok) return <NotYet message={verdict.message} />;
    return (
      <PreviewBoundary data={verdict.data}>
        <Preview data={verdict.data as FileData<typeof file>} assetUrl={assetUrl} otherFile={otherFile} />
      </PreviewBoundary>
    );
  }
  Template.displayName = `Apercu(${file})`;
  return Template;
}

/** The few calls of Sveltia CMS's global `CMS` the previews make (its types/public.d.ts). */
export interface PreviewCms {
  registerPreviewTemplate(name: string, component: ReturnType<typeof previewTemplate>): void;
  registerPreviewStyle(style: string): void;
}

/**
 * Gives the editor the site's style sheets (beside this module: previews.css; the site's display
 * face and the garage's colours: /admin/site-look.css) and a preview template for each file; registering the first makes
 * the editor load react-dom (./react-dom.ts).
 */
export function registerPreviews(
  cms: PreviewCms,
  check: Check,
  collection: string,
  styleUrls: readonly string[],
) {
  for (const url of styleUrls) cms.registerPreviewStyle(url);
  for (const file of Object.keys(PREVIEWS) as (keyof typeof PREVIEWS)[]) {
    cms.registerPreviewTemplate(file, previewTemplate(file, check, collection));
  }
}
