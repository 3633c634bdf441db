import type { ReactNode } from 'react';
import { Paragraphs } from './Paragraphs';

/** A section of running text: its heading, its paragraphs, then whatever follows them. */
export function TextSection({
  heading,
  paragraphs,
  children,
}: {
  heading: string;
  paragraphs: readonly string[];
  children?: ReactNode;
}) {
  return (
    <section className="mf-content__section">
      <h2>{heading}</h2>
      <Paragraphs items={paragraphs} />
      {children}
    </section>
  );
}
