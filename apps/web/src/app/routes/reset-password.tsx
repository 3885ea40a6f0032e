import { useParams } from 'react-router';
import { SCHOOL_NAME } from '@gjs/shared';
import { FormCard } from '../../components/ui/form-card.tsx';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form.tsx';

export function Component() {
  const { uid = '', token = '' } = useParams();
  return (
    <FormCard title="Set a new password">
      <title>{`Set a new password | ${SCHOOL_NAME}`}</title>
      <ResetPasswordForm key={`${uid}/${token}`} uid={uid} token={token} />
    </FormCard>
  );
}
