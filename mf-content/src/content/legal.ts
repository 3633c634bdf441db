/** The comparison table's rows, in order: keys under `comparison.rows` in `legal.json`. */
export const COMPARISON_ROW_IDS = [
  'collector',
  'deductions',
  'transparency',
  'paymentTime',
  'pricing',
] as const;

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

/** The text sections before the table, in order. */
export const LEGAL_SECTION_IDS = ['exclusiveRight', 'model', 'collective'] as const;
