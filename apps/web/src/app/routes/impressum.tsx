import { businessDetailsQueryOptions } from '../../features/legal/api/get-business-details.ts';
import { ImprintPage } from '../../features/legal/components/imprint-page.tsx';
import { prefetching } from '../page-loader.ts';

/** The provider's details (name, address, e-mail) come from the site settings. */
export const loader = prefetching(businessDetailsQueryOptions);

export function Component() {
  return <ImprintPage />;
}
