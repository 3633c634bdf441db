// Public API of @fair/shared: the one place for money, pricing, licenses, languages and i18n.
export * from './languages';
export * from './remote-contract';
export * from './money';
export * from './pricing';
export * from './licenses';
export * from './marketplace';
export { RETENTION } from './privacy/retention';
export * from './catalogue/work';
export { formatDate } from './i18n/dates';
export { hasField, hasTextFields, isText, textList } from './i18n/textList';
export { I18N_INTERPOLATION, TEXT_FORMATS, pricingTextVariables } from './i18n/textVariables';
// React helpers for remote pages (the page's contexts and lifecycles are in ./runtime).
export * from './react';
// Addresses of the site's pages, as remotes write their links (pt-BR, localised by InternalLink).
export { pageAddress, localizePath, type PageId } from '../site/routes.mjs';
