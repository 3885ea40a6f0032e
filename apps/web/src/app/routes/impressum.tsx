import { ImprintPage } from '../../features/legal/components/imprint-page.tsx';

export function Component() {
  return <ImprintPage />;
}
