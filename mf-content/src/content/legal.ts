/** The comparison table's rows, in order: keys under `comparison.rows` in `legal.json`. */
export const COMPARISON_ROW_IDS = [
  'collector',
  'deductions',
  'transparency',
  'paymentTime',
  'pricing',
] as const;

export type ComparisonRowId = (typeof COMPARISON_ROW_IDS)[number];

/**
 * The jurisdictions whose legislation is listed, in order, with the language their law titles are
 * officially written in (for the `lang` attribute). EU titles have an official version in every EU
 * language, so translators use the official one of their language and no `lang` is set.
 */
export const JURISDICTIONS = [
  { id: 'br', titleLanguage: 'pt-BR' },
  { id: 'pt', titleLanguage: 'pt-PT' },
  { id: 'eu', titleLanguage: undefined },
  { id: 'us', titleLanguage: 'en' },
  { id: 'uk', titleLanguage: 'en' },
  { id: 'fr', titleLanguage: 'fr' },
  { id: 'de', titleLanguage: 'de' },
  { id: 'es', titleLanguage: 'es' },
  { id: 'fi', titleLanguage: 'fi' },
  { id: 'se', titleLanguage: 'sv' },
  { id: 'ee', titleLanguage: 'et' },
  { id: 'nl', titleLanguage: 'nl' },
] as const;

export type JurisdictionId = (typeof JURISDICTIONS)[number]['id'];

export interface TextSection {
  heading: string;
  paragraphs: string[];
}

export interface ComparisonRow {
  aspect: string;
  model: string;
  collective: string;
}

export interface Law {
  /** Official title (or official short title), in the original language. */
  title: string;
  /** Number and date as officially cited, in the original language. */
  citation: string;
  /** What the law does, in the page's language. */
  summary: string;
}

export interface Jurisdiction {
  name: string;
  laws: Law[];
  /** Names of the main collecting societies, as they call themselves (absent for the EU). */
  societies?: string;
}

/** The shape of `legal.json`. */
export interface LegalTexts {
  title: string;
  standfirst: string;
  sections: Record<'exclusiveRight' | 'model' | 'collective', TextSection>;
  comparison: {
    heading: string;
    intro: string;
    caption: string;
    columns: { aspect: string; model: string; collective: string };
    rows: Record<ComparisonRowId, ComparisonRow>;
  };
  legislation: {
    heading: string;
    intro: string;
    societiesLabel: string;
    jurisdictions: Record<JurisdictionId, Jurisdiction>;
  };
  disclaimer: string;
}

/** The text sections before the table, in order. */
export const LEGAL_SECTION_IDS = ['exclusiveRight', 'model', 'collective'] as const;
