import { usePlatformNamer, type MarketplacePlatform } from '@fair/shared';
import { useTranslation } from 'react-i18next';
import type { Account, Sale, SalesMonth, StudioWork } from '../api/types';
import { read, useSignedInReads } from '../api/useSignedInReads';
import { LoadStatus } from '../components/LoadStatus';
import { ForRole } from '../components/SignedOutPrompt';
import { StudioFrame } from '../components/StudioFrame';
import { Sales } from '../studio/Sales';
import { Works } from '../studio/Works';

/**
 * The author studio. Its HTML says what it is for and that it needs JavaScript (it shows an
 * author's own works and sales, after signing in with a passkey); with a script and an author
 * signed in: the works (register, edit, withdraw) and the sales.
 */
export function StudioPage() {
  const { t } = useTranslation(['studio', 'session', 'common']);
  return (
    <StudioFrame title={t('title')} lead={t('lead')} noScript={t('noScript')}>
      <StudioArea />
    </StudioFrame>
  );
}

function StudioArea() {
  const { t } = useTranslation(['studio', 'session', 'common']);
  return (
    <ForRole
      accountRole="author"
      texts={{
        signedOut: t('signedOut'),
        otherRole: (name) => t('otherRole', { name }),
        toOwnPage: t('toConsole'),
      }}
    >
      {(account) => <AuthorStudio account={account} />}
    </ForRole>
  );
}

interface SalesReport {
  sales: Sale[];
  months: SalesMonth[];
}

/** What the studio reads of the API (a module constant: `useSignedInReads` reads it once). */
const STUDIO_READS = {
  platforms: read('platforms', (answer: { platforms: MarketplacePlatform[] }) => answer.platforms),
  works: read('studio/works', (answer: { works: StudioWork[] }) => answer.works),
  report: read('studio/sales', (answer: SalesReport) => answer),
};

function AuthorStudio({ account }: { account: Account }) {
  const { t } = useTranslation(['studio', 'session', 'common']);
  const { known, loaded, failure, reload, update } = useSignedInReads(STUDIO_READS);
  const { platforms, works, report } = known;
  const nameOf = usePlatformNamer(platforms);

  return (
    <div className="panels panels--stacked">
      <LoadStatus status={loaded ? t('loaded') : t('loading')} failure={failure} onRetry={reload} />
      {works && platforms ? (
        <Works
          account={account}
          works={works}
          platforms={platforms}
          onChange={(changed) =>
            update('works', (current) =>
              current?.some((work) => work.id === changed.id)
                ? current.map((work) => (work.id === changed.id ? changed : work))
                : [changed, ...(current ?? [])],
            )
          }
        />
      ) : null}
      {report ? (
        <Sales
          sales={report.sales}
          months={report.months}
          platformNameOf={nameOf}
          onRefresh={reload}
        />
      ) : null}
    </div>
  );
}
