import { useId, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import type { FieldError } from 'react-hook-form';
import { useMessageText } from '../../lib/i18n/message-texts.ts';

export type OutlinedFieldFrameProps = {
  error?: FieldError | undefined;
  label: ReactNode;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  fullWidth?: boolean;
  shrinkLabel?: boolean | undefined;
  /** The control, given the id its label points to and the id of the helper text that describes it. */
  children: (ids: { id: string; helperId: string | undefined }) => ReactNode;
};

/**
 * The frame of an outlined form field: label, control and the validation message as helper text. Built from MUI's
 * parts rather than `TextField`, which brings MUI's menu select (Select, Menu, Popover, Modal) into every page with
 * a form, the public ones included.
 */
export function OutlinedFieldFrame({
  error,
  label,
  helperText,
  required,
  disabled,
  fullWidth = true,
  shrinkLabel,
  children,
}: OutlinedFieldFrameProps) {
  const id = useId();
  const translate = useMessageText();
  // A validation message of a shared schema or of the server, in the page's language.
  const message = error?.message ? translate(error.message) : helperText;
  const helperId = message ? `${id}-helper-text` : undefined;
  return (
    <FormControl
      margin="normal"
      fullWidth={fullWidth}
      required={required}
      disabled={disabled}
      error={Boolean(error)}
    >
      <InputLabel htmlFor={id} shrink={shrinkLabel}>
        {label}
      </InputLabel>
      {children({ id, helperId })}
      {message && <FormHelperText id={helperId}>{message}</FormHelperText>}
    </FormControl>
  );
}
