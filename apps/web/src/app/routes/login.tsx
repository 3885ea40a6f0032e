import { SCHOOL_NAME } from '@gjs/shared';
import { LoginPage } from '../../features/auth/components/login-page.tsx';

export function Component() {
  return (
    <>
      <title>{`Login | ${SCHOOL_NAME}`}</title>
      <LoginPage />
    </>
  );
}
