import { InternalLink } from '@fair/shared';
import type { ReactNode } from 'react';
import type { TitledText } from '../lib/texts';

/** The page's title and the paragraph that says what the page is about. */
export function PageIntro({ title, lead }: { title: string; lead: string }) {
  return (
    <header className="audiences-intro">
      <h1>{title}</h1>
      <p className="audiences-intro__lead">{lead}</p>
    </header>
  );
}

/** The plain statement that this is a prototype in which no money changes hands. */
export function PrototypeNote({ children }: { children: string }) {
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

/** Benefits, use cases, principles: a grid of cards, each with its own heading. */
export function CardList({ items, className }: { items: TitledText[]; className?: string }) {
  return (
    <ul className={['audiences-cards', className].filter(Boolean).join(' ')}>
      {items.map((item, index) => (
        <li key={index} className="audiences-card">
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}

/** A numbered flow (sign up → upload → …): an ordered list, numbered by the list itself. */
export function StepList({ items }: { items: TitledText[] }) {
  return (
    <ol className="audiences-steps">
      {items.map((item, index) => (
        <li key={index} className="audiences-step">
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </li>
      ))}
    </ol>
  );
}

export interface RelatedLink {
  to: string;
  label: string;
}

/** Where to go next: links to the other pages, routed through the shell. */
export function RelatedLinks({ heading, links }: { heading: string; links: RelatedLink[] }) {
  return (
    <nav className="audiences-related" aria-label={heading}>
      <h2>{heading}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <InternalLink to={link.to}>{link.label}</InternalLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
