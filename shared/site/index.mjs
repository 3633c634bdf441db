// @ts-check
// Facts about the site that Node tools and the browser share, as plain modules Node 20 can import:
// the apps and their pages, the languages and their addresses, the catalogue's query and content
// types, the remotes document's rules and the version of the contract between the shell and the
// remotes.
export * from './api.mjs';
export * from './apps.mjs';
export * from './catalogueQuery.mjs';
export * from './composedPage.mjs';
export * from './contentTypes.mjs';
export * from './contract.mjs';
export * from './exitCodes.mjs';
export * from './head.mjs';
export * from './html.mjs';
export * from './languages.mjs';
export * from './remotesDocument.mjs';
export * from './routes.mjs';
export * from './sitemap.mjs';
export * from './sharedLibraries.mjs';
