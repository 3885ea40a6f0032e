import CheckIcon from '@mui/icons-material/Check';
import { Box, Button, Container, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { paths } from '#config/paths.ts';
import { PromoVideo } from './promo-video.tsx';
import { REGISTER_STATE } from '../lib/register-state.ts';
import { homeTexts } from '../lib/home-texts.ts';
import { useTexts } from '#lib/i18n/texts.ts';

/** 'Why Should You Register?' with the promo video; 'Let's Try It' for visitors only (product 0420). */
export function WhyRegisterSection({
  loggedIn,
  promoVideoUrl,
  promoStreamUrl = null,
}: {
  loggedIn: boolean;
  promoVideoUrl: string | null;
  promoStreamUrl?: string | null;
}) {
  const { whyRegister: texts } = useTexts(homeTexts);
  return (
    <Box component="section" aria-labelledby="why-register-heading" sx={{ py: { xs: 6, md: 9 } }}>
      <Container
        sx={{
          display: 'grid',
          gap: { xs: 4, md: 6 },
          gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' },
          alignItems: 'center',
        }}
      >
        <Box>
          <Typography
            id="why-register-heading"
            variant="h2"
            sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 2 }}
          >
            {texts.heading}
          </Typography>
          {/* A plain list: MUI's list components would add their code to the home page's first load. */}
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 3 }}>
            {texts.reasons.map((reason) => (
              <Box component="li" key={reason} sx={{ display: 'flex', alignItems: 'center', py: 0.5 }}>
                <CheckIcon aria-hidden sx={{ color: 'primary.main', mr: 1.5, flexShrink: 0 }} />
                <Typography sx={{ fontSize: '1.05rem', lineHeight: 1.5 }}>{reason}</Typography>
              </Box>
            ))}
          </Box>
          {!loggedIn && (
            <Button
              component={RouterLink}
              to={paths.register.getHref()}
              state={REGISTER_STATE}
              variant="contained"
              size="large"
            >
              {texts.tryIt}
            </Button>
          )}
        </Box>
        <PromoVideo src={promoVideoUrl} streamUrl={promoStreamUrl} />
      </Container>
    </Box>
  );
}
