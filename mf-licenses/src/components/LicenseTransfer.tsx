import {
  downloadBlob,
  isTemporaryFailure,
  keysFileContent,
  keysFileName,
  problemSlugOf,
  type ImportProblem,
  type KeptLicense,
  type Language,
  type LicenseKeyStore,
  type MarketplaceClient,
  type MoveReport,
  type ServerLicense,
} from '@fair/shared';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { keysTransfer } from '../lib/keysTransfer';

interface Props {
  licenses: readonly KeptLicense[];
  language: Language;
  now: () => Date;
  store: () => LicenseKeyStore;
  client: MarketplaceClient;
  onExported: (count: number, fileName: string) => void;
  /** A file of the previous version moved its licences: the page says what it did. */
  onMoved: (report: MoveReport) => void;
}

type Outcome =
  | { kind: 'imported'; added: number; already: number; unknown: number; kept: boolean }
  | { kind: 'moved' }
  | {
      kind: 'refused';
      problem:
        | ImportProblem
        | { kind: 'unreadable' }
        | { kind: 'unreachable' }
        | { kind: 'notDownloaded' };
    };

/** A file size as the visitor's language writes it ("2 MB", "2 Mt"). */
function fileSize(bytes: number, language: Language): string {
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: 'megabyte',
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(bytes / (1024 * 1024));
}

/**
 * The visitor's licence keys as a file: Export writes them all to one (product rules §6), Import
 * reads such a file back, checking every key with the marketplace before any is kept, or a file
 * the previous version exported, whose licences then move to the marketplace. A bad file, one
 * too large, or a marketplace that cannot be reached changes nothing.
 */
export function LicenseTransfer({
  licenses,
  language,
  now,
  store,
  client,
  onExported,
  onMoved,
}: Props) {
  const { t } = useTranslation(['licenses', 'common']);
  const headingId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);

  const exportAll = () => {
    const at = now();
    const fileName = keysFileName(at);
    downloadBlob(new Blob([keysFileContent(licenses, at)], { type: 'application/json' }), fileName);
    onExported(licenses.length, fileName);
  };

  /** Every new key checked first; only then are the found ones kept (all or nothing). */
  const importKeys = async (keys: string[]): Promise<Outcome> => {
    const known = new Set(
      store()
        .getState()
        .licenses.map((kept) => kept.key),
    );
    const fresh = keys.filter((key) => !known.has(key));
    const found: { key: string; licence: ServerLicense }[] = [];
    let unknown = 0;
    for (const key of fresh) {
      try {
        found.push({ key, licence: await client.licence(key) });
      } catch (error) {
        if (isTemporaryFailure(error) || problemSlugOf(error) !== 'licence-not-found') {
          return { kind: 'refused', problem: { kind: 'unreachable' } };
        }
        unknown++;
      }
    }
    let kept = true;
    for (const { key, licence } of found) kept = store().keep(key, licence).kept && kept;
    return {
      kind: 'imported',
      added: found.length,
      already: keys.length - fresh.length,
      unknown,
      kept,
    };
  };

  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again is a new import
    if (!file || busy) return;
    // Reading the file is code the page downloads when the visitor heads for Import (or here).
    let code: Awaited<ReturnType<typeof keysTransfer.get>>;
    try {
      code = await keysTransfer.get();
    } catch {
      setOutcome({ kind: 'refused', problem: { kind: 'notDownloaded' } });
      return;
    }
    const { MAX_IMPORT_BYTES, moveExportedLicenses, readKeysFile } = code;
    if (file.size > MAX_IMPORT_BYTES) {
      setOutcome({ kind: 'refused', problem: { kind: 'tooLarge', maxBytes: MAX_IMPORT_BYTES } });
      return;
    }
    let text: string;
    try {
      text = await file.text();
    } catch {
      setOutcome({ kind: 'refused', problem: { kind: 'unreadable' } });
      return;
    }
    const checked = readKeysFile(text, file.size);
    if (!checked.ok) {
      setOutcome({ kind: 'refused', problem: checked.problem });
      return;
    }
    setBusy(true);
    setOutcome(null);
    try {
      if (checked.kind === 'keys') {
        setOutcome(await importKeys(checked.keys));
      } else {
        const report = await moveExportedLicenses(checked.licenses, store(), client);
        if (report.left > 0 && report.moved + report.alreadyMoved === 0) {
          setOutcome({ kind: 'refused', problem: { kind: 'unreachable' } });
        } else {
          setOutcome({ kind: 'moved' });
        }
        onMoved(report);
      }
    } finally {
      setBusy(false);
    }
  };

  const problemText = (problem: Extract<Outcome, { kind: 'refused' }>['problem']) => {
    switch (problem.kind) {
      case 'tooLarge':
        return t('transfer.problems.tooLarge', { size: fileSize(problem.maxBytes, language) });
      case 'tooMany':
        return t('transfer.problems.tooMany', {
          max: new Intl.NumberFormat(language).format(problem.max),
        });
      case 'invalidLicense':
      case 'repeatedId':
        return t(`transfer.problems.${problem.kind}`, { position: problem.position });
      default:
        return t(`transfer.problems.${problem.kind}`);
    }
  };

  return (
    <section className="transfer" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('transfer.heading')}</h2>
      <p>{t('transfer.intro')}</p>
      <div className="transfer__actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={licenses.length === 0}
          onClick={exportAll}
        >
          {t('transfer.export')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          aria-disabled={busy || undefined}
          onPointerEnter={keysTransfer.preload}
          onPointerDown={keysTransfer.preload}
          onFocus={keysTransfer.preload}
          onClick={() => {
            // The file chooser opens at once (a browser opens it only within the tap); the code
            // it needs arrives meanwhile.
            keysTransfer.preload();
            if (!busy) input.current?.click();
          }}
        >
          {busy ? t('transfer.importing') : t('transfer.import')}
        </button>
        <input
          ref={input}
          type="file"
          accept=".json,application/json"
          hidden
          onChange={(event) => void importFile(event)}
        />
      </div>
      {outcome?.kind === 'refused' && (
        <div className="notice notice--warning" role="alert">
          <p>{problemText(outcome.problem)}</p>
        </div>
      )}
      {outcome?.kind === 'imported' && (
        <div className="notice" role="status" data-testid="import-result">
          <p>
            {t('transfer.added', { count: outcome.added })}
            {outcome.already > 0 && ` ${t('transfer.identical', { count: outcome.already })}`}
          </p>
          {outcome.unknown > 0 && <p>{t('transfer.unknown', { count: outcome.unknown })}</p>}
          {!outcome.kept && outcome.added > 0 && <p>{t('common:storage.notKept')}</p>}
        </div>
      )}
    </section>
  );
}
