import { useMutation } from '@tanstack/react-query';
import { createPageView } from './record-page-view.ts';

export function useCreatePageView() {
  return useMutation({
    mutationFn: createPageView,
    // Analytics never bothers the user (product 0425): a failure is only logged.
    onError: (error) => console.warn('Page view tracking failed', error),
  });
}
