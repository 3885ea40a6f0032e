import { lazy, Suspense } from 'react';
import type { AlertProps } from '@mui/material/Alert';

const Alert = lazy(() => import('@mui/material/Alert'));

/**
 * MUI's Alert, its code loaded when a screen first shows one: the public pages' forms show an alert only after a
 * send, so their first load does without it (the pages' JavaScript budgets, apps/web/build/budgets.ts). For the
 * moment it loads, the message shows plainly, already announced.
 */
export function LazyAlert(props: AlertProps) {
  return (
    <Suspense fallback={<div role="alert">{props.children}</div>}>
      <Alert {...props} />
    </Suspense>
  );
}
