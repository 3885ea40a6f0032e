import type { ComponentProps, ComponentType, ReactNode } from 'react';
import { Box, Link } from '@mui/material';
import ReactMarkdown, { type Components } from 'react-markdown';
import remarkBreaks from 'remark-breaks';
import remarkGfm from 'remark-gfm';
import rehypeSanitize from 'rehype-sanitize';

export const MARKDOWN_LINK_REL = 'nofollow noopener noreferrer';

const remarkPlugins = [remarkGfm, remarkBreaks];
// Raw HTML is never parsed (no rehype-raw), and the GitHub sanitising schema still cleans what markdown itself
// produces (e.g. javascript: links), so user text cannot inject markup or script.
const rehypePlugins = [rehypeSanitize];

export type MarkdownLinkProps = { href?: string | undefined; children?: ReactNode };

/** A link in user text: opens in a new tab, passes no referrer and no ranking. */
export function MarkdownLink({ href, children }: MarkdownLinkProps) {
  return (
    <Link href={href} target="_blank" rel={MARKDOWN_LINK_REL}>
      {children}
    </Link>
  );
}

const defaultComponents: Components = { a: MarkdownLink };

type MarkdownProps = {
  children: string;
  sx?: ComponentProps<typeof Box>['sx'];
  /** Renders the text's links, for a screen that shows some links as more than a link. */
  link?: ComponentType<MarkdownLinkProps> | undefined;
};

/** User-written markdown (forum posts and comments, product 0423): GitHub extras, line breaks, unsafe HTML sanitised. */
export function Markdown({ children, sx, link }: MarkdownProps) {
  const components = link ? { a: link } : defaultComponents;
  return (
    <Box
      sx={{
        overflowWrap: 'anywhere',
        '& > :first-of-type': { mt: 0 },
        '& > :last-child': { mb: 0 },
        '& p': { my: 1 },
        '& pre': { p: 1.5, bgcolor: 'grey.100', borderRadius: 1, overflowX: 'auto' },
        '& code': { fontFamily: 'monospace' },
        '& table': { borderCollapse: 'collapse' },
        '& th, & td': { border: 1, borderColor: 'divider', px: 1, py: 0.5 },
        '& img': { maxWidth: '100%' },
        '& blockquote': { borderLeft: 4, borderColor: 'divider', ml: 0, pl: 2, color: 'text.secondary' },
        ...sx,
      }}
    >
      <ReactMarkdown remarkPlugins={remarkPlugins} rehypePlugins={rehypePlugins} components={components}>
        {children}
      </ReactMarkdown>
    </Box>
  );
}
