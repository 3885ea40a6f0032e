import { PricingPage } from '../../features/pricing/components/pricing-page.tsx';

export function Component() {
  return <PricingPage />;
}
