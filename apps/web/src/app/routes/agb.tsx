import { businessDetailsQueryOptions } from '../../features/legal/api/get-business-details.ts';
import { legalTextOfRequest } from '../../features/legal/api/get-legal-text.ts';
import { LegalTextPage } from '../../features/legal/components/legal-text-page.tsx';
import { prefetching } from '../page-loader.ts';

/** The provider's details (name, address, e-mail) come from the site settings; the text in the language asked for. */
export const loader = prefetching(businessDetailsQueryOptions, legalTextOfRequest('terms'));

export function Component() {
  return <LegalTextPage name="terms" />;
}
