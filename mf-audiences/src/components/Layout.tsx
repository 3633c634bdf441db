import { PriceSplit, type SplitParts } from '@fair/shared';
import { InternalLink, useRemoteProps } from '@fair/shared/runtime';
import type { ReactNode } from 'react';
import { titledTexts, type TitledText } from '../lib/texts';

/**
 * An audience page's frame: its title and the paragraph that says what it is about, the
 * prototype note where the page has one, its sections, and where to go next.
 */
export function AudiencePage<Key extends string>({
  title,
  lead,
  note,
  related,
  relatedPaths,
  children,
}: {
  title: string;
  lead: string;
  note?: string;
  related: { heading: string } & Record<NoInfer<Key>, string>;
  relatedPaths: Record<Key, string>;
  children: ReactNode;
}) {
  return (
    <div className="mf-audiences">
      <PageIntro title={title} lead={lead} />
      {note && <PrototypeNote>{note}</PrototypeNote>}
      {children}
      <RelatedLinks texts={related} paths={relatedPaths} />
    </div>
  );
}

/** The page's title and the paragraph that says what the page is about. */
function PageIntro({ title, lead }: { title: string; lead: string }) {
  return (
    <header className="audiences-intro">
      <h1>{title}</h1>
      <p className="audiences-intro__lead">{lead}</p>
    </header>
  );
}

/** The plain statement that this is a prototype in which no money changes hands. */
function PrototypeNote({ children }: { children: string }) {
  return (
    <p className="audiences-note" role="note">
      {children}
    </p>
  );
}

/** A titled section; its heading names it for assistive technology. */
export function Section({
  id,
  heading,
  intro,
  children,
}: {
  id: string;
  heading: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <section className="audiences-section" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {intro ? <p className="audiences-section__intro">{intro}</p> : null}
      {children}
    </section>
  );
}

/**
 * Titled texts as a list: benefits, use cases and principles as a grid of cards, or a numbered
 * flow (sign up → upload → …) as an ordered list, numbered by the list itself.
 */
export function TitledList({
  items,
  steps = false,
  className,
}: {
  items: TitledText[];
  steps?: boolean;
  className?: string;
}) {
  const List = steps ? 'ol' : 'ul';
  const base = steps ? 'audiences-steps' : 'audiences-cards';
  return (
    <List className={[base, className].filter(Boolean).join(' ')}>
      {items.map((item, index) => (
        <li key={index} className={steps ? 'audiences-step' : 'audiences-card'}>
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </li>
      ))}
    </List>
  );
}

/**
 * A section that is one list of titled texts, from its part of a page's texts read whole
 * (`t('benefits', { ...values, returnObjects: true })`: `{ heading, items }`).
 */
export function ListSection({
  id,
  texts,
  steps,
}: {
  id: string;
  texts: { heading: string; items: readonly TitledText[] };
  steps?: boolean;
}) {
  return (
    <Section id={id} heading={texts.heading}>
      <TitledList items={titledTexts(texts.items)} steps={steps} />
    </Section>
  );
}

/** A worked example: its price split drawn and listed with each part's share, then notes on it. */
export function SplitExample({
  id,
  texts,
  split,
  notes,
}: {
  id: string;
  texts: { heading: string; intro: string; caption: string };
  split: SplitParts;
  notes: readonly string[];
}) {
  const { language } = useRemoteProps();
  return (
    <Section id={id} heading={texts.heading} intro={texts.intro}>
      <PriceSplit
        split={split}
        language={language}
        showSubtotal
        caption={texts.caption}
        showShares
      />
      {notes.map((note, index) => (
        <p key={index}>{note}</p>
      ))}
    </Section>
  );
}

/**
 * Where to go next: links to other pages, routed through the shell. `paths` names each link's
 * page (its pt-BR address; the shell gives the visitor's language) under its label's key in
 * `texts`, the page's `related` texts read whole, in the order the links are shown.
 */
function RelatedLinks<Key extends string>({
  texts,
  paths,
}: {
  texts: { heading: string } & Record<NoInfer<Key>, string>;
  paths: Record<Key, string>;
}) {
  return (
    <nav className="audiences-related" aria-label={texts.heading}>
      <h2>{texts.heading}</h2>
      <ul>
        {(Object.keys(paths) as Key[]).map((key) => (
          <li key={key}>
            <InternalLink to={paths[key]}>{texts[key]}</InternalLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
