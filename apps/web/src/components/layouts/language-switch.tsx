import { Link } from '@mui/material';
import { useLocation } from 'react-router';
import { LANGUAGE_SWITCH_ATTRIBUTE } from '../../lib/i18n/language-choice.ts';
import { LANGUAGE_NAMES, LANGUAGES, pathInLanguage } from '../../lib/i18n/language.ts';
import { useLanguage } from '../../lib/i18n/texts.ts';

/**
 * The same page in the other language, named in that language. A plain link: each language is its own address
 * space, so the switch loads the page anew in the chosen language; a signed-in member's account keeps the choice
 * (member-language.tsx).
 */
export function LanguageSwitch() {
  const language = useLanguage();
  const { pathname, search, hash } = useLocation();
  return LANGUAGES.filter((other) => other !== language).map((other) => (
    <Link
      key={other}
      href={`${pathInLanguage(pathname, other)}${search}${hash}`}
      hrefLang={other}
      {...{ [LANGUAGE_SWITCH_ATTRIBUTE]: other }}
      lang={other}
      color="inherit"
      underline="hover"
      sx={{ whiteSpace: 'nowrap' }}
    >
      {LANGUAGE_NAMES[other]}
    </Link>
  ));
}
