/** A titled point of one of the philosophy page's lists. */
export interface Point {
  title: string;
  text: string;
}

/** A success story of copyleft: `name` is a proper name (project or organisation). */
export interface Story {
  name: string;
  text: string;
}

/** The shape of `philosophy.json`. */
export interface PhilosophyTexts {
  title: string;
  standfirst: string;
  derivative: { heading: string; paragraphs: string[] };
  extendedCopyright: {
    heading: string;
    paragraphs: string[];
    impactsHeading: string;
    impacts: Point[];
  };
  copyleft: {
    heading: string;
    paragraphs: string[];
    freedomsHeading: string;
    freedomsIntro: string;
    freedoms: Point[];
    storiesHeading: string;
    stories: Story[];
    benefitsHeading: string;
    benefits: Point[];
  };
  separation: {
    heading: string;
    paragraphs: string[];
    pillarHeading: string;
    pillar: Point[];
  };
  returning: {
    heading: string;
    paragraphs: string[];
    goalsHeading: string;
    goals: Point[];
    closing: string;
  };
}

/** How many items each list has, as the specification names them (key path → count). */
export const PHILOSOPHY_LIST_SIZES = {
  'extendedCopyright.impacts': 4,
  'copyleft.freedoms': 4,
  'copyleft.stories': 4,
  'copyleft.benefits': 4,
  'separation.pillar': 4,
  'returning.goals': 3,
} as const;
