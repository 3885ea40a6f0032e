import { Box, Typography } from '@mui/material';
import type { LegalDocument } from '../lib/legal-document.ts';
import { LegalBlock } from './legal-blocks.tsx';
import { TableOfContents } from './table-of-contents.tsx';

/** Below the sticky header: a heading scrolled to must not end up hidden under it. */
const HEADING_SCROLL_MARGIN = { xs: '72px', sm: '88px' };

type LegalDocumentViewProps = {
  document: LegalDocument;
  /** Whether headings get '1.', '2.' ... in front (the terms number theirs with '§' in the text itself). */
  numbered?: boolean;
  withTableOfContents?: boolean;
};

export function sectionHeadings(document: LegalDocument, numbered: boolean) {
  return document.sections.map((section, index) => ({
    id: section.id,
    label: numbered ? `${index + 1}. ${section.heading}` : section.heading,
  }));
}

/** The intro, the table of contents and the sections, each under an h2 that carries the section's anchor id. */
export function LegalDocumentView({
  document,
  numbered = false,
  withTableOfContents = false,
}: LegalDocumentViewProps) {
  const headings = sectionHeadings(document, numbered);
  return (
    <>
      {document.intro?.map((block, index) => (
        <LegalBlock key={index} block={block} />
      ))}
      {withTableOfContents && <TableOfContents language={document.language} items={headings} />}
      {document.sections.map((section, index) => (
        <Box
          component="section"
          key={section.id}
          aria-labelledby={section.id}
          sx={{ mt: index === 0 ? 0 : 4 }}
        >
          <Typography
            id={section.id}
            tabIndex={-1}
            variant="h5"
            component="h2"
            sx={{ mb: 1.5, scrollMarginTop: HEADING_SCROLL_MARGIN, '&:focus': { outline: 'none' } }}
          >
            {headings[index]?.label}
          </Typography>
          {section.blocks.map((block, blockIndex) => (
            <LegalBlock key={blockIndex} block={block} />
          ))}
        </Box>
      ))}
    </>
  );
}
