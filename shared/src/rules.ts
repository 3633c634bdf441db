// The product's rules without the browser: money, prices, durations, expansions, licence status,
// the work record and the languages, and the shapes of the API's answers that the server and the
// pages both use. A server (the API, a render process) computes with these, the same functions
// the pages use, and imports nothing of React, i18next or browser storage.
export * from './money/cents';
export { parseEuros } from './money/parse';
export * from './pricing';
export * from './catalogue/work';
export * from './licenses/status';
export type { License, LicenseExpansion } from './licenses/license';
export { checkLicensee, LICENSEE_MAX_LENGTH, type LicenseeCheck } from './licenses/purchase';
export * from './languages';
export * from './licenses/codes';
export { RETENTION } from './privacy/retention';
export type { MarketplaceWork, MarketplaceWorksPage } from './marketplace/types';
