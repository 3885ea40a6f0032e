import { Link, Skeleton } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { businessFieldText, type BusinessField, type Text } from '../lib/legal-document.ts';
import { useLegalRenderContext } from './legal-render-context.ts';
import { ObfuscatedEmail } from './obfuscated-email.tsx';

/** Stands in for a provider detail while it loads, or after loading failed (the page then says so). */
export function DetailPlaceholder() {
  const { detailsFailed } = useLegalRenderContext();
  if (detailsFailed) return <>…</>;
  return <Skeleton variant="text" component="span" sx={{ display: 'inline-block', width: '9em' }} />;
}

/** A provider detail inside a sentence: the e-mail obfuscated. */
export function BusinessValue({ field }: { field: BusinessField }) {
  const { details, language } = useLegalRenderContext();
  if (!details) return <DetailPlaceholder />;
  if (field === 'email') return <ObfuscatedEmail address={details.business_email} language={language} />;
  return <>{businessFieldText(field, details)}</>;
}

/** One paragraph's text: plain, bold, links inside the site or to other sites, and provider details. */
export function LegalText({ text }: { text: Text }) {
  if (typeof text === 'string') return <>{text}</>;
  return (
    <>
      {text.map((inline, index) => {
        if (typeof inline === 'string') return inline;
        if ('strong' in inline) return <strong key={index}>{inline.strong}</strong>;
        if ('field' in inline) return <BusinessValue key={index} field={inline.field} />;
        if ('to' in inline)
          return (
            <Link key={index} component={RouterLink} to={inline.to}>
              {inline.link}
            </Link>
          );
        return (
          <Link key={index} href={inline.href} target="_blank" rel="noopener noreferrer">
            {inline.link}
          </Link>
        );
      })}
    </>
  );
}
