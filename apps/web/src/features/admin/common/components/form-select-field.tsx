import { MenuItem, TextField } from '@mui/material';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

type FormSelectFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  options: readonly { value: string; label: string }[];
};

/** A full-width MUI select bound to a react-hook-form field. */
export function FormSelectField<T extends FieldValues>({
  control,
  name,
  label,
  options,
}: FormSelectFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, ...field } }) => (
        <TextField select margin="normal" fullWidth label={label} {...field} inputRef={ref}>
          {options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
