import { ConfirmDialog } from '@fair/shared';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localFailure, type ApiResult, type Failure } from '../api/client';
import { confirmFailureText } from '../forms/failures';
import { SignInButton } from './SignInButton';

/** A refusal carried through `ConfirmDialog`'s rejection to its `describeFailure`. */
class CallFailed extends Error {
  constructor(readonly failure: Failure) {
    super(failure.slug);
  }
}

/**
 * Asks before one API call that cannot be undone (withdraw a work, revoke a key, remove a
 * passkey), and waits for the server (`ConfirmDialog`'s waiting form): the confirm button says
 * `busyLabel` and ignores taps meanwhile; a refusal is said in words inside the dialog, for
 * another try or Cancel; it closes only once the server agreed, and then `onConfirmed` gets the
 * answer. A session found ended is said there too, with Sign in beside Cancel: nothing was
 * changed, and confirming once more after signing in sends the call again.
 */
export function ConfirmCall<T>({
  title,
  confirmLabel,
  busyLabel,
  call,
  onConfirmed,
  onClose,
  children,
}: {
  title: string;
  confirmLabel: string;
  busyLabel: string;
  call: () => Promise<ApiResult<T>>;
  onConfirmed: (answer: T) => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation(['session', 'problems', 'common']);
  const [sessionEnded, setSessionEnded] = useState(false);
  return (
    <ConfirmDialog
      danger
      title={title}
      confirmLabel={confirmLabel}
      busyLabel={busyLabel}
      onConfirm={async () => {
        const result = await call();
        if (result.ok) return result.data;
        setSessionEnded(result.failure.slug === 'unauthenticated');
        throw new CallFailed(result.failure);
      }}
      onConfirmed={onConfirmed}
      describeFailure={(error) =>
        confirmFailureText(
          t,
          error instanceof CallFailed ? error.failure : localFailure('unexpected'),
        )
      }
      extra={sessionEnded ? <SignInButton secondary /> : undefined}
      onClose={onClose}
    >
      {children}
    </ConfirmDialog>
  );
}
