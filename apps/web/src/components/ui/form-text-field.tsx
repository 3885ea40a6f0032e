import { TextField, type TextFieldProps } from '@mui/material';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

type FormTextFieldProps = Omit<TextFieldProps, 'name' | 'error' | 'onChange' | 'onBlur'> & {
  registration: UseFormRegisterReturn;
  error?: FieldError | undefined;
};

/** A MUI text field wired to react-hook-form; the field's validation message is its helper text. */
export function FormTextField({ registration, error, helperText, ...props }: FormTextFieldProps) {
  const { ref, ...field } = registration;
  return (
    <TextField
      margin="normal"
      fullWidth
      {...props}
      {...field}
      inputRef={ref}
      error={Boolean(error)}
      helperText={error?.message ?? helperText}
    />
  );
}
