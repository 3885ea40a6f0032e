import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, MenuItem, Stack, TextField } from '@mui/material';
import { FORUM_CATEGORIES, type ForumCategory } from '@gjs/shared';
import { useTexts } from '#lib/i18n/texts.ts';
import { forumTexts } from '../lib/forum-texts.ts';

type ForumFiltersProps = {
  search: string;
  category: ForumCategory | '';
  onSearchChange: (search: string) => void;
  onCategoryChange: (category: ForumCategory | '') => void;
};

/** Search over subject, content and author, and the category filter (All Categories plus the five). */
export function ForumFilters({ search, category, onSearchChange, onCategoryChange }: ForumFiltersProps) {
  const texts = useTexts(forumTexts);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }}>
      <TextField
        type="search"
        placeholder={texts.searchPlaceholder}
        value={search}
        onChange={(event) => onSearchChange(event.target.value)}
        fullWidth
        sx={{ bgcolor: 'background.paper' }}
        slotProps={{
          htmlInput: { 'aria-label': texts.search },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        select
        label={texts.category}
        value={category}
        onChange={(event) => onCategoryChange(event.target.value as ForumCategory | '')}
        sx={{ minWidth: 200, bgcolor: 'background.paper' }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{texts.allCategories}</MenuItem>
        {FORUM_CATEGORIES.map((value) => (
          <MenuItem key={value} value={value}>
            {texts.categories[value]}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
