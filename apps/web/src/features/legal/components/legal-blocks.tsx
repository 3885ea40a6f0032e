import { Fragment } from 'react';
import {
  Box,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { COUNTRY, type Block, type Text } from '../lib/legal-document.ts';
import { BusinessValue, DetailPlaceholder, LegalText } from './legal-inline.tsx';
import { useLegalRenderContext } from './legal-render-context.ts';

// A storage key, possibly with a variable part ('welcome_banner_dismissed_<id>').
const IDENTIFIER = /^[A-Za-z_]+(?:<[a-z]+>)?$/;

function ProviderAddress({ withEmail }: { withEmail: boolean }) {
  const { details, language } = useLegalRenderContext();
  return (
    <Box
      component="address"
      sx={{ fontStyle: 'normal', my: 2, pl: 2, borderLeft: 3, borderColor: 'primary.main' }}
    >
      <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
        <BusinessValue field="name" />
      </Typography>
      <Typography component="span" sx={{ display: 'block' }}>
        {details ? details.business_street : <DetailPlaceholder />}
      </Typography>
      <Typography component="span" sx={{ display: 'block' }}>
        {details ? `${details.business_postal_code} ${details.business_city}` : <DetailPlaceholder />}
      </Typography>
      <Typography component="span" sx={{ display: 'block' }}>
        {COUNTRY[language]}
      </Typography>
      {withEmail && (
        <Typography component="span" sx={{ display: 'block' }}>
          {language === 'de' ? 'E-Mail: ' : 'E-mail: '}
          <BusinessValue field="email" />
        </Typography>
      )}
    </Box>
  );
}

/** A storage key that may break after its underscores, never inside a word. */
function StorageKey({ name }: { name: string }) {
  const parts = name.split('_');
  return parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 && (
        <>
          _<wbr />
        </>
      )}
    </Fragment>
  ));
}

function StorageTable({ head, rows }: { head: string[]; rows: Text[][] }) {
  return (
    // Focusable, so that a keyboard can scroll the table sideways on a narrow screen.
    <TableContainer
      component={Paper}
      variant="outlined"
      tabIndex={0}
      aria-label={head.join(', ')}
      sx={{ my: 2 }}
    >
      {/* Narrow screens: tighter cells, and long keys break at their underscores, so that the columns fit. */}
      <Table size="small" sx={{ '& th, & td': { px: { xs: 1, sm: 2 }, hyphens: 'auto' } }}>
        <TableHead>
          <TableRow>
            {head.map((cell) => (
              <TableCell key={cell} sx={{ fontWeight: 600 }}>
                {cell}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, rowIndex) => (
            <TableRow key={rowIndex}>
              {row.map((cell, cellIndex) => (
                <TableCell key={cellIndex} sx={{ verticalAlign: 'top' }}>
                  {cellIndex === 0 && typeof cell === 'string' && IDENTIFIER.test(cell) ? (
                    <Box
                      component="code"
                      sx={{ fontFamily: 'monospace', fontSize: { xs: '0.75rem', sm: '0.875rem' } }}
                    >
                      <StorageKey name={cell} />
                    </Box>
                  ) : (
                    <LegalText text={cell} />
                  )}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** One block of a legal text; inside a box (`nested`) its subheadings are one level lower. */
export function LegalBlock({ block, nested = false }: { block: Block; nested?: boolean }) {
  if ('p' in block)
    return (
      <Typography sx={{ mb: 1.5, lineHeight: 1.7 }}>
        <LegalText text={block.p} />
      </Typography>
    );
  if ('list' in block)
    return (
      <Box component={block.ordered ? 'ol' : 'ul'} sx={{ pl: 3, mt: 0, mb: 2 }}>
        {block.list.map((item, index) => (
          <Typography key={index} component="li" sx={{ mb: 0.75, lineHeight: 1.7 }}>
            <LegalText text={item} />
          </Typography>
        ))}
      </Box>
    );
  if ('subheading' in block)
    return (
      <Typography
        variant="subtitle1"
        component={nested ? 'h4' : 'h3'}
        sx={{ fontWeight: 700, mt: 2.5, mb: 1 }}
      >
        {block.subheading}
      </Typography>
    );
  if ('address' in block) return <ProviderAddress withEmail={block.address === 'full'} />;
  if ('box' in block)
    return (
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, my: 3, bgcolor: 'grey.50' }}>
        <Typography variant="h6" component="h3" gutterBottom sx={{ fontWeight: 700, fontSize: '1.125rem' }}>
          {block.title}
        </Typography>
        {block.box.map((inner, index) => (
          <LegalBlock key={index} block={inner} nested />
        ))}
      </Paper>
    );
  return <StorageTable head={block.table.head} rows={block.table.rows} />;
}
