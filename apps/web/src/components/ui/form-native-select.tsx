import type { ReactNode } from 'react';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { OutlinedFieldFrame } from './outlined-field-frame.tsx';

type FormNativeSelectProps = {
  registration: UseFormRegisterReturn;
  error?: FieldError | undefined;
  label: ReactNode;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  autoComplete?: string;
  fullWidth?: boolean;
  /** The `<option>`s. */
  children: ReactNode;
};

/**
 * An outlined native `<select>` wired to react-hook-form, its label always above the value; in a module of its own
 * so that the pages whose forms have no select do not load it.
 */
export function FormNativeSelect({
  registration,
  error,
  label,
  helperText,
  required,
  disabled,
  autoComplete,
  fullWidth,
  children,
}: FormNativeSelectProps) {
  const { ref, ...field } = registration;
  return (
    <OutlinedFieldFrame {...{ error, label, helperText, required, disabled, fullWidth }} shrinkLabel>
      {({ id, helperId }) => (
        <NativeSelect
          input={<OutlinedInput {...field} inputRef={ref} label={label} notched />}
          inputProps={{ id, 'aria-describedby': helperId, autoComplete }}
        >
          {children}
        </NativeSelect>
      )}
    </OutlinedFieldFrame>
  );
}
