/** A translation function bound to the `licenses` namespace (`common:` keys reach the shared one). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;
