// Test helpers of @fair/shared (`@fair/shared/testing`): one set for every app's tests, never
// part of what the shell ships to browsers.
export { setUpComponentTests } from './setUpComponentTests';
export { runEffectsAfterTask } from './effectsAfterTask';
export { MemoryStorage } from './MemoryStorage';
export { renderPage, type RenderPageOptions, type TestProps } from './renderPage';
export { loadTestTexts } from './texts';
export { findParityProblems, type ParityOptions } from '../i18n/parity';
export { findGlossaryProblems, GLOSSARY, type GlossaryEntry } from '../i18n/glossary';
export { findPageDescriptionProblems } from './pageDescriptions';
export { describeTranslationFiles } from './translationFiles';
export {
  createFakeMarketplace,
  fakeLicenceView,
  fakeMarketplaceFetch,
  type FakeMarketplace,
} from './fakeMarketplace';
