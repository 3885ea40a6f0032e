import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from '@mui/material';
import { assembleMailto, displayEmail, splitEmail } from '../lib/email-obfuscation.ts';
import type { LegalLanguage } from '../lib/legal-language.ts';

const TITLES: Record<LegalLanguage, string> = { de: 'E-Mail schreiben', en: 'Send an e-mail' };

type ObfuscatedEmailProps = { address: string; language: LegalLanguage };

/**
 * Shows 'info [at] example [dot] school'; the mailto: link only exists once a person points at, focuses, touches
 * or clicks it (also before the app took the page over), so the address never stands in the page's HTML for
 * harvesters to read.
 */
export function ObfuscatedEmail({ address, language }: ObfuscatedEmailProps) {
  const parts = useMemo(() => splitEmail(address), [address]);
  const [revealed, setRevealed] = useState(false);
  const link = useRef<HTMLAnchorElement>(null);
  // A server-rendered page can be focused or pointed at before the app takes it over: that focus or pointer
  // arrived before these handlers, so it is read once they exist.
  useEffect(() => {
    const element = link.current;
    if (element && (element === document.activeElement || element.matches(':hover'))) setRevealed(true);
  }, []);
  if (!parts) return null;

  const reveal = () => setRevealed(true);
  return (
    <Link
      ref={link}
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
