import { usePlatformNamer, type MarketplacePlatform } from '@fair/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, readsFailure, type Failure } from '../api/client';
import type { Account, Sale, SalesMonth, StudioWork } from '../api/types';
import { LoadStatus } from '../components/LoadStatus';
import { ForRole } from '../components/SignedOutPrompt';
import { StudioFrame } from '../components/StudioFrame';
import { useSession } from '../session/session';
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

function AuthorStudio({ account }: { account: Account }) {
  const { t } = useTranslation(['studio', 'session', 'common']);
  const { signedOut } = useSession();
  const [platforms, setPlatforms] = useState<MarketplacePlatform[] | null>(null);
  const [works, setWorks] = useState<StudioWork[] | null>(null);
  const [report, setReport] = useState<SalesReport | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);

  const [asked, setAsked] = useState(0);
  const reload = () => setAsked((count) => count + 1);
  useEffect(() => {
    let current = true;
    void Promise.all([
      callApi<{ platforms: MarketplacePlatform[] }>('GET', 'platforms'),
      callApi<{ works: StudioWork[] }>('GET', 'studio/works'),
      callApi<SalesReport>('GET', 'studio/sales'),
    ]).then(([platformsResult, worksResult, salesResult]) => {
      if (!current) return;
      const failed = readsFailure([platformsResult, worksResult, salesResult]);
      if (failed === 'signed-out') {
        signedOut();
        return;
      }
      if (platformsResult.ok) setPlatforms(platformsResult.data.platforms);
      if (worksResult.ok) setWorks(worksResult.data.works);
      if (salesResult.ok) setReport(salesResult.data);
      setFailure(failed);
    });
    return () => {
      current = false;
    };
  }, [asked, signedOut]);

  const nameOf = usePlatformNamer(platforms);

  const loaded = works !== null && report !== null && platforms !== null;
  return (
    <div className="panels panels--stacked">
      <LoadStatus status={loaded ? t('loaded') : t('loading')} failure={failure} onRetry={reload} />
      {works && platforms ? (
        <Works
          account={account}
          works={works}
          platforms={platforms}
          onChange={(changed) =>
            setWorks((current) =>
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
