import {
  formatDate,
  formatMoney,
  pageAddress,
  type MarketplacePlatform,
  usePlatformNamer,
} from '@fair/shared';
import { InternalLink, useRemoteProps } from '@fair/shared/runtime';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../api/client';
import type { Account, StudioWork } from '../api/types';
import { ConfirmCall } from '../components/ConfirmCall';
import { useElementsById } from '../lib/elementsById';
import { focusSoon } from '../lib/focusSoon';
import { WorkForm } from './WorkForm';

/** Where the catalogue finds a work: its search by title (a pt-BR path of the site). */
const inCatalogue = (work: StudioWork) =>
  `${pageAddress('home')}?q=${encodeURIComponent(work.title)}`;

/**
 * The author's works, newest first, withdrawn ones included: each with its listed content fee and
 * platforms, to edit (in place) or withdraw (after asking); and the form to register another.
 */
export function Works({
  account,
  works,
  platforms,
  onChange,
}: {
  account: Account;
  works: readonly StudioWork[];
  platforms: readonly MarketplacePlatform[];
  /** A work was registered, edited or withdrawn: the list holds it as the server answered. */
  onChange: (work: StudioWork) => void;
}) {
  const { t } = useTranslation(['studio', 'session', 'problems', 'common']);
  const { language, notify } = useRemoteProps();
  const listHeading = useId();
  const formHeading = useId();
  const [editing, setEditing] = useState<string | null>(null);
  const [withdrawing, setWithdrawing] = useState<StudioWork | null>(null);
  const editButtons = useElementsById<HTMLButtonElement>();
  const titles = useElementsById<HTMLHeadingElement>();

  const nameOf = usePlatformNamer(platforms);

  const stopEditing = (id: string) => {
    setEditing(null);
    // Back to the button that opened the form.
    focusSoon(() => editButtons.get(id));
  };

  return (
    <>
      <section className="panel" aria-labelledby={listHeading}>
        <h2 id={listHeading}>{t('works.heading')}</h2>
        <p role="status">
          {works.length === 0 ? t('works.none') : t('works.count', { count: works.length })}
        </p>
        {works.length > 0 ? (
          <ul className="item-list">
            {works.map((work) =>
              editing === work.id ? (
                <li key={work.id} className="item item--editing">
                  <h3 className="item__title">{t('form.editHeading', { title: work.title })}</h3>
                  <WorkForm
                    work={work}
                    defaultAuthor={account.displayName}
                    platforms={platforms}
                    onSaved={(saved) => {
                      onChange(saved);
                      notify({ kind: 'success', message: t('form.saved', { title: saved.title }) });
                      stopEditing(work.id);
                    }}
                    onCancel={() => stopEditing(work.id)}
                  />
                </li>
              ) : (
                <li key={work.id} className="item">
                  <div className="item__text">
                    <h3 className="item__title" tabIndex={-1} ref={titles.ref(work.id)}>
                      {work.title}
                    </h3>
                    <p className="item__detail">
                      {t('works.byline', { author: work.author })}
                      {' · '}
                      {t(`common:contentType.${work.type}`)}
                      {' · '}
                      {t(`common:languageNames.${work.language}`)}
                    </p>
                    <p className="item__detail">
                      {t('works.listed', { listedFee: formatMoney(work.contentFee, language) })}
                    </p>
                    <p className="item__detail">
                      {t('works.platforms', { platforms: work.platforms.map(nameOf).join(', ') })}
                    </p>
                    <p className="item__detail">
                      {work.withdrawnAt
                        ? t('works.withdrawn', { date: formatDate(work.withdrawnAt, language) })
                        : t('works.added', { date: formatDate(work.addedOn, language) })}
                    </p>
                  </div>
                  {!work.withdrawnAt ? (
                    <div className="item__actions">
                      <InternalLink to={inCatalogue(work)}>{t('works.inCatalogue')}</InternalLink>
                      <button
                        type="button"
                        className="button button--secondary"
                        ref={editButtons.ref(work.id)}
                        aria-label={t('works.editLabel', { title: work.title })}
                        onClick={() => setEditing(work.id)}
                      >
                        {t('works.edit')}
                      </button>
                      <button
                        type="button"
                        className="button button--secondary"
                        aria-label={t('works.withdrawLabel', { title: work.title })}
                        onClick={() => setWithdrawing(work)}
                      >
                        {t('works.withdraw')}
                      </button>
                    </div>
                  ) : null}
                </li>
              ),
            )}
          </ul>
        ) : null}
      </section>
      <section className="panel" aria-labelledby={formHeading}>
        <h2 id={formHeading}>{t('form.registerHeading')}</h2>
        <p>{t('form.registerIntro')}</p>
        <WorkForm
          defaultAuthor={account.displayName}
          platforms={platforms}
          onSaved={(work) => {
            onChange(work);
            notify({
              kind: 'success',
              message: t('form.registered', { title: work.title }),
              link: { label: t('works.inCatalogue'), to: inCatalogue(work) },
            });
          }}
        />
      </section>
      {withdrawing ? (
        <ConfirmCall
          title={t('withdrawal.heading', { title: withdrawing.title })}
          confirmLabel={t('withdrawal.confirm')}
          busyLabel={t('withdrawal.withdrawing')}
          call={() => callApi<StudioWork>('POST', `studio/works/${withdrawing.id}/withdrawal`, {})}
          onConfirmed={(withdrawn) => {
            onChange(withdrawn);
            notify({ kind: 'success', message: t('withdrawal.done', { title: withdrawn.title }) });
            // Its Withdraw button is gone: the focus goes to the work, which now says it.
            focusSoon(() => titles.get(withdrawn.id));
          }}
          onClose={() => setWithdrawing(null)}
        >
          <p>{t('withdrawal.text')}</p>
        </ConfirmCall>
      ) : null}
    </>
  );
}
