import { useMemo, useState } from 'react';
import { Link } from '@mui/material';
import { assembleMailto, displayEmail, splitEmail } from '../lib/email-obfuscation.ts';
import type { LegalLanguage } from '../lib/legal-language.ts';

const TITLES: Record<LegalLanguage, string> = { de: 'E-Mail schreiben', en: 'Send an e-mail' };

type ObfuscatedEmailProps = { address: string; language: LegalLanguage };

/**
 * Shows 'info [at] example [dot] school'; the mailto: link only exists once a person points at, focuses, touches
 * or clicks it, so the address never stands in the page's HTML for harvesters to read.
 */
export function ObfuscatedEmail({ address, language }: ObfuscatedEmailProps) {
  const parts = useMemo(() => splitEmail(address), [address]);
  const [revealed, setRevealed] = useState(false);
  if (!parts) return null;

  const reveal = () => setRevealed(true);
  return (
    <Link
      href={revealed ? assembleMailto(parts) : undefined}
      // Without an href an anchor is neither a link nor focusable: both are given back explicitly.
      role="link"
      tabIndex={0}
      title={TITLES[language]}
      sx={{ cursor: 'pointer', overflowWrap: 'anywhere' }}
      onPointerEnter={reveal}
      onPointerDown={reveal}
      onFocus={reveal}
      onClick={(event) => {
        if (revealed) return; // the browser follows the mailto: link itself
        event.preventDefault();
        reveal();
        window.location.href = assembleMailto(parts);
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Enter' || revealed) return;
        reveal();
        window.location.href = assembleMailto(parts);
      }}
    >
      {displayEmail(parts)}
    </Link>
  );
}
