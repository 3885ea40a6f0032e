import { SCHOOL_NAME } from '@gjs/shared';
import { FormCard } from '../../components/ui/form-card.tsx';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form.tsx';

export function Component() {
  return (
    <FormCard title="Forgot your password?">
      <title>{`Forgot your password? | ${SCHOOL_NAME}`}</title>
      <ForgotPasswordForm />
    </FormCard>
  );
}
