import { Button, ButtonGroup } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useLegalLanguage } from '../hooks/use-legal-language.ts';
import { LANGUAGE_NAMES, LEGAL_LANGUAGES } from '../lib/legal-language.ts';

/** Deutsch / English as links (?lang=en), so each version has its own address to share and to index. */
export function LanguageSwitch() {
  const { language, hrefOf } = useLegalLanguage();
  return (
    <nav aria-label="Sprache / Language">
      <ButtonGroup size="small" disableElevation>
        {LEGAL_LANGUAGES.map((option) => {
          const current = option === language;
          return (
            <Button
              key={option}
              component={RouterLink}
              to={hrefOf(option)}
              preventScrollReset
              lang={option}
              hrefLang={option}
              aria-current={current ? 'true' : undefined}
              variant={current ? 'contained' : 'outlined'}
              sx={{ px: 2 }}
            >
              {LANGUAGE_NAMES[option]}
            </Button>
          );
        })}
      </ButtonGroup>
    </nav>
  );
}
