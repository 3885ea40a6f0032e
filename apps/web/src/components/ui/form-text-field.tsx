import type { InputHTMLAttributes, ReactNode } from 'react';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { OutlinedFieldFrame } from './outlined-field-frame.tsx';

type FormTextFieldProps = {
  registration: UseFormRegisterReturn;
  error?: FieldError | undefined;
  label: ReactNode;
  helperText?: ReactNode;
  type?: string;
  required?: boolean;
  disabled?: boolean;
  autoComplete?: string;
  autoFocus?: boolean;
  multiline?: boolean;
  rows?: number;
  minRows?: number;
  fullWidth?: boolean;
  slotProps?: {
    inputLabel?: { shrink?: boolean };
    htmlInput?: InputHTMLAttributes<HTMLInputElement> & Record<`data-${string}`, string>;
  };
};

/** An outlined text field wired to react-hook-form; the field's validation message is its helper text. */
export function FormTextField({
  registration,
  error,
  label,
  helperText,
  required,
  disabled,
  fullWidth,
  slotProps,
  ...inputOptions
}: FormTextFieldProps) {
  const { ref, ...field } = registration;
  return (
    <OutlinedFieldFrame
      {...{ error, label, helperText, required, disabled, fullWidth }}
      shrinkLabel={slotProps?.inputLabel?.shrink}
    >
      {({ id, helperId }) => (
        <OutlinedInput
          {...field}
          {...inputOptions}
          id={id}
          inputRef={ref}
          label={label}
          inputProps={slotProps?.htmlInput}
          aria-describedby={helperId}
        />
      )}
    </OutlinedFieldFrame>
  );
}
