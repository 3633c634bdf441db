// Test helpers of @fair/shared (`@fair/shared/testing`): used by every app's tests, never by the
// page, so they stay out of the singleton the shell ships to browsers.
export { findParityProblems, type ParityOptions } from './i18n/parity';
