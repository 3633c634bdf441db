/**
 * The one place that maps a path to the remote that serves it and the module it exposes. Where a
 * remote lives is not here: that is the remotes document's job (public/remotes.json).
 */
export interface RemoteRoute {
  path: string;
  remote: RemoteName;
  module: string;
  /** Key in the common namespace naming the page (nav link and document title). */
  labelKey: string;
}

export const REMOTE_NAMES = ['mf_catalog', 'mf_licenses', 'mf_content', 'mf_audiences'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export const ROUTES: readonly RemoteRoute[] = [
  { path: '/', remote: 'mf_catalog', module: './CatalogPage', labelKey: 'nav.home' },
  { path: '/autores', remote: 'mf_audiences', module: './AuthorsPage', labelKey: 'nav.authors' },
  {
    path: '/distribuidores',
    remote: 'mf_audiences',
    module: './DistributorsPage',
    labelKey: 'nav.distributors',
  },
  { path: '/usuarios', remote: 'mf_audiences', module: './UsersPage', labelKey: 'nav.users' },
  {
    path: '/como-funciona',
    remote: 'mf_audiences',
    module: './HowItWorksPage',
    labelKey: 'nav.howItWorks',
  },
  { path: '/faq', remote: 'mf_audiences', module: './FaqPage', labelKey: 'nav.faq' },
  {
    path: '/fundamentacao-legal',
    remote: 'mf_content',
    module: './LegalBasisPage',
    labelKey: 'nav.legalBasis',
  },
  {
    path: '/fundamentacao-filosofica',
    remote: 'mf_content',
    module: './PhilosophicalBasisPage',
    labelKey: 'nav.philosophicalBasis',
  },
  { path: '/artigos', remote: 'mf_content', module: './ArticlesPage', labelKey: 'nav.articles' },
  { path: '/blog', remote: 'mf_content', module: './BlogPage', labelKey: 'nav.blog' },
  {
    path: '/minhas-licencas',
    remote: 'mf_licenses',
    module: './MyLicensesPage',
    labelKey: 'nav.myLicenses',
  },
];

export function findRoute(pathname: string): RemoteRoute | undefined {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return ROUTES.find((route) => route.path === normalized);
}
