import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BusinessDetails } from '@gjs/shared';
import { api } from '../../../lib/api-client.ts';

export const BUSINESS_DETAILS_PATH = '/api/public/business-details/';

export async function getBusinessDetails(): Promise<BusinessDetails> {
  return api.get<BusinessDetails>(BUSINESS_DETAILS_PATH);
}

export const businessDetailsQueryOptions = queryOptions({
  queryKey: ['business-details'],
  queryFn: getBusinessDetails,
  // The owner changes these rarely; a fresh page load always asks again.
  staleTime: 5 * 60_000,
});

/** The provider details (name, address, e-mail, responsible person) of the imprint, terms and privacy policy. */
export function useBusinessDetails() {
  return useQuery(businessDetailsQueryOptions);
}
