/** Per exposed module ('./CatalogPage'), the data files it fetches as soon as it loads. */
export type PageData = Readonly<Record<string, readonly string[]>>;

interface ManifestExpose {
  path?: unknown;
  [key: string]: unknown;
}

/**
 * Adds `data: [file, …]` to the exposed modules of a remote's mf-manifest.json, the one document
 * the shell reads before the page's code arrives: the shell's preloader fetches those files
 * (relative to the manifest) in parallel with the code. The page must fetch each file with a
 * plain `fetch(url)` (CORS mode, no custom headers) for the browser to reuse the preloaded
 * response instead of asking again. Unknown pages are a build error, so a renamed page cannot
 * silently lose its hint.
 */
export function withPageData(
  manifest: Record<string, unknown>,
  pageData: PageData,
): Record<string, unknown> {
  const exposes = Array.isArray(manifest.exposes) ? (manifest.exposes as ManifestExpose[]) : [];
  for (const [page, files] of Object.entries(pageData)) {
    const expose = exposes.find((candidate) => candidate.path === page);
    if (!expose) throw new Error(`pageData names ${page}, which this remote does not expose`);
    expose.data = [...files];
  }
  return manifest;
}
