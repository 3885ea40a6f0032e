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
import { LEVELS, type Level } from '@gjs/shared';
import { useTexts } from '#lib/i18n/texts.ts';
import { courseLabelsTexts } from '../lib/course-labels-texts.ts';
import { courseListTexts } from '../lib/course-list-texts.ts';
import { ALL, SORT_ORDERS, type CourseFilters, type SortOrder } from '../lib/course-filters.ts';

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

/** 'All' and the values, each shown by its label; the value is what the filter compares. */
const withAll = (
  all: string,
  values: readonly string[],
  label: (value: string) => string,
): SelectOption[] => [{ value: ALL, label: all }, ...values.map((value) => ({ value, label: label(value) }))];

/**
 * A select of the browser's own (the phone's picker on a phone) in the outlined field the search uses, its label
 * above it: MUI's menu select, or its form-control parts, would bring code to the course list's first load that the
 * login and contact pages share today.
 */
function FilterSelect({
  name,
  label,
  value,
  options,
  onChange,
}: {
  /** The field's id in every language: 'language' -> 'course-filter-language'. */
  name: string;
  label: string;
  value: string;
  options: SelectOption[];
  onChange: (value: string) => void;
}) {
  const id = `course-filter-${name}`;
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

/** Search, the four selects and 'Reset Filters' (product 0420 Course list). */
export function CourseFiltersBar({
  filters,
  sort,
  languages,
  categories,
  onFiltersChange,
  onSortChange,
  onReset,
}: CourseFiltersBarProps) {
  const { filters: texts } = useTexts(courseListTexts);
  const labels = useTexts(courseLabelsTexts);
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
          placeholder={texts.searchPlaceholder}
          value={filters.search}
          onChange={(e) => set('search')(e.target.value)}
          sx={{ gridColumn: { sm: '1 / -1', md: 'span 3' }, gridRow: { md: 1 } }}
          inputProps={{ 'aria-label': texts.search }}
          startAdornment={
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          }
        />
        <FilterSelect
          name="language"
          label={texts.language}
          value={filters.language}
          options={withAll(texts.all, languages, labels.language)}
          onChange={set('language')}
        />
        <FilterSelect
          name="level"
          label={texts.level}
          value={filters.level}
          options={withAll(texts.all, LEVELS, (value) => labels.level(value as Level))}
          onChange={(value) => set('level')(value as CourseFilters['level'])}
        />
        <FilterSelect
          name="category"
          label={texts.category}
          value={filters.category}
          options={withAll(texts.all, categories, labels.category)}
          onChange={set('category')}
        />
        <FilterSelect
          name="sort-by"
          label={texts.sortBy}
          value={sort}
          options={SORT_ORDERS.map((order) => ({ value: order, label: texts.sort[order] }))}
          onChange={(value) => onSortChange(value as SortOrder)}
        />
        <Button
          variant="outlined"
          onClick={onReset}
          sx={{ whiteSpace: 'nowrap', gridColumn: { sm: '1 / -1', md: '4' }, gridRow: { md: 1 } }}
        >
          {texts.reset}
        </Button>
      </Box>
    </Paper>
  );
}
