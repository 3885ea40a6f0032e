import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type BusinessDetails } from '@gjs/shared';
import { api } from '#lib/api-client.ts';

export async function getBusinessDetails(): Promise<BusinessDetails> {
  return api.call(endpoints.siteSettings.businessDetails);
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
