import { SCHOOL_NAME } from '@gjs/shared';
import { PaymentResultPage } from '../../features/billing/components/payment-result-page.tsx';
import { paymentResultTexts } from '../../features/billing/lib/payment-result-texts.ts';
import { useTexts } from '../../lib/i18n/texts.ts';

export function Component() {
  const texts = useTexts(paymentResultTexts);
  return (
    <>
      <title>{`${texts.title} | ${SCHOOL_NAME}`}</title>
      <PaymentResultPage />
    </>
  );
}
