import { useEffect, useState } from 'react';
import { Box, FormLabel, Stack } from '@mui/material';
import { CardCvcElement, CardExpiryElement, CardNumberElement } from '@stripe/react-stripe-js';
import { useTexts } from '#lib/i18n/texts.ts';
import { registrationTexts } from '../lib/registration-texts.ts';

type CardFieldName = 'number' | 'expiry' | 'cvc';

const FIELD_BOX = {
  border: 1,
  borderColor: 'grey.400',
  borderRadius: 2,
  px: 1.75,
  py: 1.5,
  mt: 0.5,
} as const;

/**
 * Card number, expiry and CVC are the provider's own fields (product 0420): the card data never touches our pages.
 * `onReadyChange` turns true once all three are mounted and usable.
 */
export function CardFields({ onReadyChange }: { onReadyChange: (ready: boolean) => void }) {
  const texts = useTexts(registrationTexts).card;
  const [ready, setReady] = useState<Record<CardFieldName, boolean>>({
    number: false,
    expiry: false,
    cvc: false,
  });
  const markReady = (field: CardFieldName) => () => setReady((current) => ({ ...current, [field]: true }));
  const allReady = ready.number && ready.expiry && ready.cvc;

  useEffect(() => {
    onReadyChange(allReady);
  }, [allReady, onReadyChange]);

  useEffect(() => () => onReadyChange(false), [onReadyChange]);

  return (
    <Stack spacing={2} sx={{ mt: 2 }} aria-label={texts.label} role="group">
      <Box>
        <FormLabel>{texts.number}</FormLabel>
        <Box sx={FIELD_BOX}>
          <CardNumberElement onReady={markReady('number')} />
        </Box>
      </Box>
      <Stack direction="row" spacing={2}>
        <Box sx={{ flex: 1 }}>
          <FormLabel>{texts.expiry}</FormLabel>
          <Box sx={FIELD_BOX}>
            <CardExpiryElement onReady={markReady('expiry')} />
          </Box>
        </Box>
        <Box sx={{ flex: 1 }}>
          <FormLabel>{texts.cvc}</FormLabel>
          <Box sx={FIELD_BOX}>
            <CardCvcElement onReady={markReady('cvc')} />
          </Box>
        </Box>
      </Stack>
    </Stack>
  );
}
