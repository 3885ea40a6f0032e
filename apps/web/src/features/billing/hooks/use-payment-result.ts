import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '#config/paths.ts';
import type { Translation } from '#lib/i18n/texts.ts';
import { readPaymentResultState } from '../lib/payment-result-state.ts';
import type { PaymentResultTexts } from '../lib/payment-result-texts.ts';
import { resolvePaymentResult, type PaymentResult } from '../lib/resolve-payment-result.ts';

/** Product 0426: the success screen sends the new member to the login page after 3 s. */
export const LOGIN_REDIRECT_MS = 3_000;

export type PaymentResultView = { kind: 'processing' } | PaymentResult;

/**
 * Processing, then success (and the login redirect) or error, for whichever way the visitor arrived; the failures
 * named in `texts`, the page's language.
 */
export function usePaymentResult(texts: Translation<PaymentResultTexts>['errors']): PaymentResultView {
  const location = useLocation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const [view, setView] = useState<PaymentResultView>({ kind: 'processing' });
  // The PayPal execution must run once per arrival, also under StrictMode's double effects.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void resolvePaymentResult(readPaymentResultState(location.state), search, texts).then(setView);
  }, [location.state, search, texts]);

  useEffect(() => {
    if (view.kind !== 'success') return;
    const timer = setTimeout(
      () => void navigate(paths.login.getHref(), { replace: true }),
      LOGIN_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [view.kind, navigate]);

  return view;
}
