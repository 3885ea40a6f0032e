import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

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
  /** A native `<select>` with the children as its options. */
  select?: boolean;
  children?: ReactNode;
  slotProps?: {
    inputLabel?: { shrink?: boolean };
    htmlInput?: InputHTMLAttributes<HTMLInputElement> & Record<`data-${string}`, string>;
    /** Accepted for the shape of MUI's TextField; the select is always native. */
    select?: { native: true };
  };
};

/**
 * An outlined text field (or native select) wired to react-hook-form; the field's validation message is its helper
 * text. It is built from MUI's parts rather than `TextField`, which brings MUI's menu select (Select, Menu, Popover,
 * Modal) into every page with a form, the public ones included.
 */
export function FormTextField({
  registration,
  error,
  label,
  helperText,
  required,
  disabled,
  fullWidth = true,
  select,
  children,
  slotProps,
  ...inputOptions
}: FormTextFieldProps) {
  const id = useId();
  const { ref, ...field } = registration;
  const message = error?.message ?? helperText;
  const helperId = message ? `${id}-helper-text` : undefined;
  const input = (
    <OutlinedInput
      {...field}
      {...(select ? {} : inputOptions)}
      id={id}
      inputRef={ref}
      label={label}
      inputProps={slotProps?.htmlInput}
      aria-describedby={helperId}
    />
  );
  return (
    <FormControl
      margin="normal"
      fullWidth={fullWidth}
      required={required}
      disabled={disabled}
      error={Boolean(error)}
    >
      <InputLabel htmlFor={id} shrink={slotProps?.inputLabel?.shrink}>
        {label}
      </InputLabel>
      {select ? (
        <NativeSelect input={input} inputProps={{ id, 'aria-describedby': helperId }}>
          {children}
        </NativeSelect>
      ) : (
        input
      )}
      {message && <FormHelperText id={helperId}>{message}</FormHelperText>}
    </FormControl>
  );
}
