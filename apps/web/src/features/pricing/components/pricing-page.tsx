import { Box, Button, CircularProgress, Container, Paper, Typography } from '@mui/material';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { PLANS } from '@gjs/shared';
import { PageMetadata } from '#components/seo/page-metadata.tsx';
import { paths } from '#config/paths.ts';
import { useAuth } from '#lib/session/use-auth.ts';
import { siteOrigin } from '#components/seo/site-origin.ts';
import { registerState, showsTestPlan } from '../lib/pricing.ts';
import { pricingTexts } from '../lib/pricing-texts.ts';
import { useTexts } from '#lib/i18n/texts.ts';
import { pricingStructuredData } from '../lib/structured-data.ts';
import { PlanCard } from './plan-card.tsx';

function AlreadyMember() {
  const { alreadyMember: texts } = useTexts(pricingTexts);
  return (
    <Paper
      elevation={0}
      sx={{ p: { xs: 4, md: 6 }, borderRadius: 4, textAlign: 'center', border: 1, borderColor: 'divider' }}
    >
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 2 }}>
        {texts.heading}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {texts.text}
      </Typography>
      <Button component={RouterLink} to={paths.courses.getHref()} variant="contained" size="large">
        {texts.viewCourses}
      </Button>
    </Paper>
  );
}

/** Pricing (product 0420): members are told they are in; visitors get the Pro plan, and testers the test plan. */
export function PricingPage() {
  const { user, loading } = useAuth();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const withTestPlan = showsTestPlan(search, user);
  const { pro, test } = PLANS;
  const texts = useTexts(pricingTexts);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
      <PageMetadata
        title={texts.title}
        description={texts.description(texts.price(pro.amount), pro.trialDays)}
        path={paths.pricing.getHref()}
        jsonLd={pricingStructuredData(siteOrigin())}
      />
      {loading && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
          <CircularProgress aria-label={texts.loading} />
        </Box>
      )}
      {!loading && user && <AlreadyMember />}
      {!loading && (!user || withTestPlan) && (
        <Box sx={{ mt: user ? 6 : 0 }}>
          {!user && (
            <Box sx={{ textAlign: 'center', mb: 5 }}>
              <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, mb: 1.5 }}>
                {texts.heading}
              </Typography>
              <Typography color="text.secondary" sx={{ maxWidth: 560, mx: 'auto' }}>
                {texts.intro}
              </Typography>
            </Box>
          )}
          <Box
            sx={{
              display: 'grid',
              gap: 4,
              gridTemplateColumns: {
                xs: '1fr',
                sm: withTestPlan ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 440px)',
              },
              justifyContent: 'center',
            }}
          >
            <PlanCard
              title={texts.pro.title}
              badge={texts.pro.badge}
              price={texts.price(pro.amount)}
              period={texts.period(pro.interval)}
              note={texts.pro.note(pro.trialDays)}
              features={texts.pro.features}
              action={texts.pro.action}
              onSelect={() => void navigate(paths.register.getHref(), { state: registerState('pro') })}
            />
            {withTestPlan && (
              <PlanCard
                title={texts.test.title}
                tone="error"
                price={texts.price(test.amount)}
                period={texts.period(test.interval)}
                note={texts.test.note}
                features={texts.test.features}
                action={texts.test.action}
                onSelect={() => void navigate(paths.register.getHref(), { state: registerState('test') })}
              />
            )}
          </Box>
        </Box>
      )}
    </Container>
  );
}
