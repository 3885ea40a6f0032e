import { TermsPage } from '../../features/legal/components/terms-page.tsx';

export function Component() {
  return <TermsPage />;
}
