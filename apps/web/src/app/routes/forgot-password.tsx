import { SCHOOL_NAME } from '@gjs/shared';
import { FormCard } from '../../components/ui/form-card.tsx';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form.tsx';
import { passwordTexts } from '../../features/auth/lib/password-texts.ts';
import { useTexts } from '../../lib/i18n/texts.ts';

export function Component() {
  const { title } = useTexts(passwordTexts).forgot;
  return (
    <FormCard title={title}>
      <title>{`${title} | ${SCHOOL_NAME}`}</title>
      <ForgotPasswordForm />
    </FormCard>
  );
}
