import { usePlatformNamer, type MarketplacePlatform } from '@fair/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, readsFailure, type Failure } from '../api/client';
import type { ApiKey, CoveredLicence, PlatformTotal } from '../api/types';
import { ApiKeys } from '../console/ApiKeys';
import { FeeForm } from '../console/FeeForm';
import { Licences } from '../console/Licences';
import { LoadStatus } from '../components/LoadStatus';
import { ForRole } from '../components/SignedOutPrompt';
import { StudioFrame } from '../components/StudioFrame';
import { useSession } from '../session/session';

/**
 * The distributor console. Its HTML says what it is for and that it needs JavaScript; with a
 * script and a distributor signed in: its platform and fee, the licences that cover it and the
 * fees owed, and its API keys.
 */
export function ConsolePage() {
  const { t } = useTranslation(['console', 'session', 'common']);
  return (
    <StudioFrame title={t('title')} lead={t('lead')} noScript={t('noScript')}>
      <ConsoleArea />
    </StudioFrame>
  );
}

function ConsoleArea() {
  const { t } = useTranslation(['console', 'session', 'common']);
  return (
    <ForRole
      accountRole="distributor"
      texts={{
        signedOut: t('signedOut'),
        otherRole: (name) => t('otherRole', { name }),
        toOwnPage: t('toStudio'),
      }}
    >
      {() => <DistributorConsole />}
    </ForRole>
  );
}

interface LicencesReport {
  licences: CoveredLicence[];
  totals: PlatformTotal[];
}

function DistributorConsole() {
  const { t } = useTranslation(['console', 'session', 'common']);
  const { signedOut } = useSession();
  const [platforms, setPlatforms] = useState<MarketplacePlatform[] | null>(null);
  const [report, setReport] = useState<LicencesReport | null>(null);
  const [keys, setKeys] = useState<ApiKey[] | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);

  const [asked, setAsked] = useState(0);
  const reload = () => setAsked((count) => count + 1);
  useEffect(() => {
    let current = true;
    void Promise.all([
      callApi<{ platforms: MarketplacePlatform[] }>('GET', 'console/platforms'),
      callApi<LicencesReport>('GET', 'console/licences'),
      callApi<{ apiKeys: ApiKey[] }>('GET', 'console/api-keys'),
    ]).then(([platformsResult, licencesResult, keysResult]) => {
      if (!current) return;
      const failed = readsFailure([platformsResult, licencesResult, keysResult]);
      if (failed === 'signed-out') {
        signedOut();
        return;
      }
      if (platformsResult.ok) setPlatforms(platformsResult.data.platforms);
      if (licencesResult.ok) setReport(licencesResult.data);
      if (keysResult.ok) setKeys(keysResult.data.apiKeys);
      setFailure(failed);
    });
    return () => {
      current = false;
    };
  }, [asked, signedOut]);

  const nameOf = usePlatformNamer(platforms);
  const loaded = platforms !== null && report !== null && keys !== null;

  return (
    <div className="panels panels--stacked">
      <LoadStatus status={loaded ? t('loaded') : t('loading')} failure={failure} onRetry={reload} />
      {platforms?.map((platform) => (
        <FeeForm
          key={platform.id}
          platform={platform}
          onSaved={(saved) =>
            setPlatforms((current) =>
              (current ?? []).map((candidate) => (candidate.id === saved.id ? saved : candidate)),
            )
          }
        />
      ))}
      {report ? (
        <Licences
          licences={report.licences}
          totals={report.totals}
          platformNameOf={nameOf}
          onRefresh={reload}
        />
      ) : null}
      {keys ? <ApiKeys keys={keys} onChanged={reload} /> : null}
    </div>
  );
}
