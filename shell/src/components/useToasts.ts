import type { Toast } from '@fair/shared';
import { useCallback, useRef, useState } from 'react';
import type { ShownToast } from './ToastLayer';

/** How long a toast stays; long enough to read and to follow its link. */
const TOAST_MS = 10000;

export function useToasts() {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const notify = useCallback(
    (toast: Toast) => {
      const id = nextId.current++;
      setToasts((current) => [...current, { ...toast, id }]);
      setTimeout(() => dismiss(id), TOAST_MS);
    },
    [dismiss],
  );

  return { toasts, notify, dismiss };
}
