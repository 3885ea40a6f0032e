import { PrivacyPage } from '../../features/legal/components/privacy-page.tsx';

export function Component() {
  return <PrivacyPage />;
}
