import { SCHOOL_NAME } from '@gjs/shared';
import { FormCard } from '../../components/ui/form-card.tsx';
import { CancellationForm } from '../../features/billing/components/cancellation-form.tsx';
import { CANCELLATION_TEXTS } from '../../features/billing/lib/cancellation-texts.ts';

export function Component() {
  return (
    <FormCard title={CANCELLATION_TEXTS.title}>
      <title>{`${CANCELLATION_TEXTS.title} | ${SCHOOL_NAME}`}</title>
      <CancellationForm />
    </FormCard>
  );
}
