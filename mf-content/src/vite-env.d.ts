/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Address of the external blog the Blog page links to (set in mf-content/.env). */
  readonly VITE_BLOG_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
