import { useParams } from 'react-router';
import { SCHOOL_NAME } from '@gjs/shared';
import { FormCard } from '../../components/ui/form-card.tsx';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form.tsx';
import { passwordTexts } from '../../features/auth/lib/password-texts.ts';
import { useTexts } from '../../lib/i18n/texts.ts';

export function Component() {
  const { uid = '', token = '' } = useParams();
  const { title } = useTexts(passwordTexts).reset;
  return (
    <FormCard title={title}>
      <title>{`${title} | ${SCHOOL_NAME}`}</title>
      <ResetPasswordForm key={`${uid}/${token}`} uid={uid} token={token} />
    </FormCard>
  );
}
