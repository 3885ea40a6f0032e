import { SCHOOL_NAME } from '@gjs/shared';
import { LoginPage } from '../../features/auth/components/login-page.tsx';
import { loginTexts } from '../../features/auth/lib/login-texts.ts';
import { useTexts } from '../../lib/i18n/texts.ts';

export function Component() {
  const texts = useTexts(loginTexts);
  return (
    <>
      <title>{`${texts.title} | ${SCHOOL_NAME}`}</title>
      <LoginPage />
    </>
  );
}
