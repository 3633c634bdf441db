/** The text namespaces this remote owns: one JSON file per language and namespace. */
export const CONTENT_NAMESPACES = ['articles', 'legal', 'philosophy', 'blog', 'privacy'] as const;

export type ContentNamespace = (typeof CONTENT_NAMESPACES)[number];
