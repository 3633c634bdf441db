import { useRemoteProps } from '@fair/shared/runtime';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiResult } from '../api/client';
import { formErrors, NO_ERRORS, type FormErrors, type FormSpec } from './failures';

/**
 * A form that the server checks: what it sends, whether a request is on its way (a second submit
 * meanwhile is ignored, never sent twice), and the server's refusal sorted beside each field.
 * After a refusal, focus goes to the first field in error (in the order of `spec.fields`), or to
 * the form's own message; what was typed stays, since the fields are the page's state.
 */
export function useForm<F extends string>(spec: FormSpec<F>) {
  const { t } = useTranslation(['session', 'problems', 'common']);
  const { language } = useRemoteProps();
  const [errors, setErrors] = useState<FormErrors<F>>(NO_ERRORS);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const elements = useRef(new Map<F | 'general', HTMLElement>());
  const [focusRequest, setFocusRequest] = useState(0);

  /** A ref callback for a field's control (or the form's message, `general`). */
  const register = useCallback(
    (name: F | 'general') => (element: HTMLElement | null) => {
      if (element) elements.current.set(name, element);
      else elements.current.delete(name);
    },
    [],
  );

  useEffect(() => {
    if (focusRequest === 0) return;
    const order = Object.keys(spec.fields) as F[];
    const first = order.find((field) => errors.fields[field]);
    (first ? elements.current.get(first) : elements.current.get('general'))?.focus();
    // Only a new refusal moves the focus, not a later render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusRequest]);

  const refuse = (next: FormErrors<F>) => {
    setErrors(next);
    setFocusRequest((count) => count + 1);
  };

  /**
   * Sends the form, unless a field could not be read on this side (`local`: an amount that is not
   * one), which is said beside the field instead. Resolves to the answer's data, or undefined.
   */
  const submit = async <T>(
    request: () => Promise<ApiResult<T>>,
    local: Partial<Record<F, string>> = {},
  ): Promise<T | undefined> => {
    if (sending.current) return undefined;
    if (Object.keys(local).length > 0) {
      refuse({ fields: local, general: null });
      return undefined;
    }
    sending.current = true;
    setBusy(true);
    try {
      const result = await request();
      if (result.ok) {
        setErrors(NO_ERRORS);
        return result.data;
      }
      refuse(formErrors(t, language, spec, result.failure));
      return undefined;
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  /** Forgets the errors (the form was put away, or starts again). */

  return { errors, busy, submit, register };
}
