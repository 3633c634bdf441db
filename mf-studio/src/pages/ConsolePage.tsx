import { usePlatformNamer, type MarketplacePlatform } from '@fair/shared';
import { useTranslation } from 'react-i18next';
import type { ApiKey, CoveredLicence, PlatformTotal } from '../api/types';
import { read, useSignedInReads } from '../api/useSignedInReads';
import { ApiKeys } from '../console/ApiKeys';
import { FeeForm } from '../console/FeeForm';
import { Licences } from '../console/Licences';
import { LoadStatus } from '../components/LoadStatus';
import { ForRole } from '../components/SignedOutPrompt';
import { StudioFrame } from '../components/StudioFrame';

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

/** What the console reads of the API (a module constant: `useSignedInReads` reads it once). */
const CONSOLE_READS = {
  platforms: read(
    'console/platforms',
    (answer: { platforms: MarketplacePlatform[] }) => answer.platforms,
  ),
  report: read('console/licences', (answer: LicencesReport) => answer),
  keys: read('console/api-keys', (answer: { apiKeys: ApiKey[] }) => answer.apiKeys),
};

function DistributorConsole() {
  const { t } = useTranslation(['console', 'session', 'common']);
  const { known, loaded, failure, reload, update } = useSignedInReads(CONSOLE_READS);
  const { platforms, report, keys } = known;
  const nameOf = usePlatformNamer(platforms);

  return (
    <div className="panels panels--stacked">
      <LoadStatus status={loaded ? t('loaded') : t('loading')} failure={failure} onRetry={reload} />
      {platforms?.map((platform) => (
        <FeeForm
          key={platform.id}
          platform={platform}
          onSaved={(saved) =>
            update('platforms', (current) =>
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
