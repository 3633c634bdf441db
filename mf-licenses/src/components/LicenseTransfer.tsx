import {
  exportFileName,
  exportLicenses,
  MAX_IMPORT_BYTES,
  readExport,
  type ImportProblem,
  type ImportResult,
  type Language,
  type License,
} from '@fair/shared';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadBlob } from '../lib/download';

interface Props {
  licenses: readonly License[];
  language: Language;
  now: () => Date;
  onImport: (licenses: License[]) => ImportResult;
  onExported: (count: number, fileName: string) => void;
}

type Outcome =
  | { kind: 'imported'; result: ImportResult }
  | { kind: 'refused'; problem: ImportProblem | { kind: 'unreadable' } };

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
 * The visitor's licenses as a file: Export writes them all to one (product rules §6), Import reads
 * such a file back. A file is checked like stored data, and a file with one bad record, or a
 * file too large to be an export, changes nothing. What an import did is said in full: the
 * licenses added, those already here, and those whose id is taken by a different license (the
 * one here is kept).
 */
export function LicenseTransfer({ licenses, language, now, onImport, onExported }: Props) {
  const { t } = useTranslation(['licenses', 'common']);
  const headingId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const exportAll = () => {
    const at = now();
    const fileName = exportFileName(at);
    downloadBlob(new Blob([exportLicenses(licenses, at)], { type: 'application/json' }), fileName);
    onExported(licenses.length, fileName);
  };

  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again is a new import
    if (!file) return;
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
    const checked = readExport(text, file.size);
    setOutcome(
      checked.ok
        ? { kind: 'imported', result: onImport(checked.licenses) }
        : { kind: 'refused', problem: checked.problem },
    );
  };

  const problemText = (problem: ImportProblem | { kind: 'unreadable' }) => {
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
          onClick={() => input.current?.click()}
        >
          {t('transfer.import')}
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
            {t('transfer.added', { count: outcome.result.added.length })}{' '}
            {outcome.result.identical.length > 0 &&
              t('transfer.identical', { count: outcome.result.identical.length })}
          </p>
          {outcome.result.conflicts.length > 0 && (
            <>
              <p>{t('transfer.conflicts', { count: outcome.result.conflicts.length })}</p>
              <ul>
                {outcome.result.conflicts.map((license) => (
                  <li key={license.id}>
                    {t('transfer.conflictItem', { title: license.workTitle, id: license.id })}
                  </li>
                ))}
              </ul>
            </>
          )}
          {!outcome.result.kept && outcome.result.added.length > 0 && (
            <p>{t('common:storage.notKept')}</p>
          )}
        </div>
      )}
    </section>
  );
}
