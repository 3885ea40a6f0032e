import { useMutation } from '@tanstack/react-query';
import { type Take, adminEndpoints } from '@gjs/shared';
import { api } from '#lib/api-client.ts';

/** Marks the take answered; the server then tells the student by e-mail. */
export function useMarkTakeAnswered(id: number, onSuccess: (take: Take) => void) {
  return useMutation({
    mutationFn: () => api.call(adminEndpoints.takes.markAnswered, { params: { id } }),
    onSuccess,
  });
}
