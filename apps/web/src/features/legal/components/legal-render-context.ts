import { createContext, useContext } from 'react';
import type { BusinessDetails } from '@gjs/shared';
import type { LegalLanguage } from '../lib/legal-language.ts';

/** What every block of a legal text needs to render: its language and the provider's details (once loaded). */
export type LegalRenderContextValue = {
  language: LegalLanguage;
  details: BusinessDetails | undefined;
  detailsFailed: boolean;
};

export const LegalRenderContext = createContext<LegalRenderContextValue>({
  language: 'de',
  details: undefined,
  detailsFailed: false,
});

export function useLegalRenderContext() {
  return useContext(LegalRenderContext);
}
