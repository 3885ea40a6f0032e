import { SCHOOL_NAME } from '@gjs/shared';
import { PaymentResultPage } from '../../features/billing/components/payment-result-page.tsx';

export function Component() {
  return (
    <>
      <title>{`Payment | ${SCHOOL_NAME}`}</title>
      <PaymentResultPage />
    </>
  );
}
