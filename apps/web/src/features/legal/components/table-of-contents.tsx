import type { MouseEvent } from 'react';
import { Box, GlobalStyles, Link, Typography } from '@mui/material';
import { useLocation, useNavigate } from 'react-router';
import type { LegalLanguage } from '../lib/legal-language.ts';

const TITLES: Record<LegalLanguage, string> = { de: 'Inhalt', en: 'Contents' };

type TableOfContentsProps = {
  language: LegalLanguage;
  items: { id: string; label: string }[];
};

/**
 * Links to the section anchors ('#controller' ...). A click goes through the router, which scrolls the heading into
 * view (smoothly, by the page's scroll-behavior) and keeps ?lang in the address; without JavaScript the plain
 * fragment links still work.
 */
export function TableOfContents({ language, items }: TableOfContentsProps) {
  const navigate = useNavigate();
  const { search } = useLocation();

  const jump = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate({ search, hash: id });
    // Keyboard users continue reading where they jumped to.
    document.getElementById(id)?.focus({ preventScroll: true });
  };

  return (
    <Box
      component="nav"
      aria-labelledby="legal-toc-title"
      sx={{
        bgcolor: 'grey.50',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        p: { xs: 2, sm: 3 },
        mb: 4,
      }}
    >
      <GlobalStyles
        styles={{ '@media (prefers-reduced-motion: no-preference)': { html: { scrollBehavior: 'smooth' } } }}
      />
      <Typography id="legal-toc-title" variant="h6" component="h2" gutterBottom>
        {TITLES[language]}
      </Typography>
      {/* The labels carry the sections' own numbering ('§ 1', '1.'), so the list adds none. */}
      <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', columnCount: { md: 2 }, columnGap: 6 }}>
        {items.map((item) => (
          <Box component="li" key={item.id} sx={{ breakInside: 'avoid', py: 0.25 }}>
            <Link href={`#${item.id}`} underline="hover" onClick={(event) => jump(event, item.id)}>
              {item.label}
            </Link>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
