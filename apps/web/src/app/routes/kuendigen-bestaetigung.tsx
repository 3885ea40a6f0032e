import { SCHOOL_NAME } from '@gjs/shared';
import { CancellationConfirmation } from '../../features/billing/components/cancellation-confirmation.tsx';
import { CANCELLATION_TEXTS } from '../../features/billing/lib/cancellation-texts.ts';

export function Component() {
  return (
    <>
      <title>{`${CANCELLATION_TEXTS.confirmedTitle} | ${SCHOOL_NAME}`}</title>
      <CancellationConfirmation />
    </>
  );
}
