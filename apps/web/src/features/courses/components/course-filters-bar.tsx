import SearchIcon from '@mui/icons-material/Search';
import type { SelectHTMLAttributes } from 'react';
import {
  Box,
  Button,
  InputAdornment,
  OutlinedInput,
  Paper,
  Typography,
  type InputBaseComponentProps,
} from '@mui/material';
import { LEVELS } from '@gjs/shared';
import { ALL, capitalize, SORT_OPTIONS, type CourseFilters, type SortOrder } from '../lib/course-filters.ts';

type CourseFiltersBarProps = {
  filters: CourseFilters;
  sort: SortOrder;
  languages: string[];
  categories: string[];
  onFiltersChange: (filters: CourseFilters) => void;
  onSortChange: (sort: SortOrder) => void;
  onReset: () => void;
};

type SelectOption = { value: string; label: string };

/** The element inside the outlined field: a native select, which receives the field's value, handlers and ref. */
function SelectElement(props: InputBaseComponentProps) {
  return <select {...(props as SelectHTMLAttributes<HTMLSelectElement>)} />;
}

const withAll = (values: readonly string[], label = capitalize): SelectOption[] => [
  { value: ALL, label: 'All' },
  ...values.map((value) => ({ value, label: label(value) })),
];

/**
 * A select of the browser's own (the phone's picker on a phone) in the outlined field the search uses, its label
 * above it: MUI's menu select, or its form-control parts, would bring code to the course list's first load that the
 * login and contact pages share today.
 */
function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: SelectOption[];
  onChange: (value: string) => void;
}) {
  const id = `course-filter-${label.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 0 }}>
      <Typography
        component="label"
        htmlFor={id}
        variant="caption"
        color="text.secondary"
        sx={{ fontWeight: 600 }}
      >
        {label}
      </Typography>
      <OutlinedInput
        size="small"
        fullWidth
        inputComponent={SelectElement}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputProps={{
          id,
          children: options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          )),
        }}
        sx={{ '& select': { cursor: 'pointer' } }}
      />
    </Box>
  );
}

/** Search, the four selects and 'Reset Filters' (decision 0420 Course list). */
export function CourseFiltersBar({
  filters,
  sort,
  languages,
  categories,
  onFiltersChange,
  onSortChange,
  onReset,
}: CourseFiltersBarProps) {
  const set =
    <K extends keyof CourseFilters>(key: K) =>
    (value: CourseFilters[K]) =>
      onFiltersChange({ ...filters, [key]: value });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 3, mb: 3 }}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(4, minmax(0, 1fr))',
          },
          alignItems: 'center',
        }}
      >
        {/* A bare outlined input: the search has no label or helper text, and needs no TextField around it. */}
        <OutlinedInput
          size="small"
          type="search"
          placeholder="Search courses..."
          value={filters.search}
          onChange={(e) => set('search')(e.target.value)}
          sx={{ gridColumn: { sm: '1 / -1', md: 'span 3' }, gridRow: { md: 1 } }}
          inputProps={{ 'aria-label': 'Search courses' }}
          startAdornment={
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          }
        />
        <FilterSelect
          label="Language"
          value={filters.language}
          options={withAll(languages)}
          onChange={set('language')}
        />
        <FilterSelect
          label="Level"
          value={filters.level}
          options={withAll(LEVELS)}
          onChange={(value) => set('level')(value as CourseFilters['level'])}
        />
        <FilterSelect
          label="Category"
          value={filters.category}
          options={withAll(categories, (value) => value)}
          onChange={set('category')}
        />
        <FilterSelect
          label="Sort By"
          value={sort}
          options={[...SORT_OPTIONS]}
          onChange={(value) => onSortChange(value as SortOrder)}
        />
        <Button
          variant="outlined"
          onClick={onReset}
          sx={{ whiteSpace: 'nowrap', gridColumn: { sm: '1 / -1', md: '4' }, gridRow: { md: 1 } }}
        >
          Reset Filters
        </Button>
      </Box>
    </Paper>
  );
}
