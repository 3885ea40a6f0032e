import { Checkbox, FormControl, FormControlLabel, FormHelperText, Link } from '@mui/material';
import { Controller, type Control, type FieldErrors } from 'react-hook-form';
import { paths } from '#config/paths.ts';
import { useTexts } from '#lib/i18n/texts.ts';
import type { RegistrationFormValues } from '../lib/registration-form.ts';
import { registrationTexts } from '../lib/registration-texts.ts';
import { useMessageText } from '#lib/i18n/message-texts.ts';

type AcceptanceFieldsProps = {
  control: Control<RegistrationFormValues>;
  errors: FieldErrors<RegistrationFormValues>;
  disabled: boolean;
};

const ACCEPTANCES = [
  { name: 'acceptTerms', link: 'terms', href: paths.terms.getHref() },
  { name: 'acceptPrivacy', link: 'privacy', href: paths.privacy.getHref() },
] as const;

/** The two acceptance checkboxes; the terms and the privacy policy open in a new tab so the form keeps its input. */
export function AcceptanceFields({ control, errors, disabled }: AcceptanceFieldsProps) {
  const texts = useTexts(registrationTexts).accept;
  const translate = useMessageText();
  return (
    <>
      {ACCEPTANCES.map((acceptance) => {
        const message = errors[acceptance.name]?.message;
        const error = message && translate(message);
        return (
          <FormControl key={acceptance.name} error={Boolean(error)} sx={{ display: 'block', mt: 1 }}>
            <Controller
              name={acceptance.name}
              control={control}
              render={({ field }) => (
                <FormControlLabel
                  disabled={disabled}
                  control={
                    <Checkbox
                      checked={field.value === true}
                      onChange={(event) => field.onChange(event.target.checked)}
                      onBlur={field.onBlur}
                    />
                  }
                  label={
                    <>
                      {texts.before}
                      <Link href={acceptance.href} target="_blank" rel="noopener noreferrer">
                        {texts[acceptance.link]}
                      </Link>
                    </>
                  }
                />
              )}
            />
            {error && <FormHelperText>{error}</FormHelperText>}
          </FormControl>
        );
      })}
    </>
  );
}
