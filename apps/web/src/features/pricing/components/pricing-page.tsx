import { Box, Button, CircularProgress, Container, Paper, Typography } from '@mui/material';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { PLANS, SCHOOL_NAME } from '@gjs/shared';
import { PageMetadata } from '../../../components/seo/page-metadata.tsx';
import { paths } from '../../../config/paths.ts';
import { useAuth } from '../../../lib/session/use-auth.ts';
import { siteOrigin } from '../../../components/seo/site-origin.ts';
import { formatPlanPrice, registerState, showsTestPlan } from '../lib/pricing.ts';
import { pricingStructuredData } from '../lib/structured-data.ts';
import { PlanCard } from './plan-card.tsx';

const PRO_FEATURES = [
  'All courses: melody, solo, chord (note by note) and rhythm tutorials',
  'Backing tracks with chord charts',
  'Sheet music as PDF and MusicXML',
  'Lessons in English and German',
  'The community forum',
  'Cancel monthly',
];

function AlreadyMember() {
  return (
    <Paper
      elevation={0}
      sx={{ p: { xs: 4, md: 6 }, borderRadius: 4, textAlign: 'center', border: 1, borderColor: 'divider' }}
    >
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 2 }}>
        You&apos;re Already a Member
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        Your subscription gives you access to every course, backing track and score.
      </Typography>
      <Button component={RouterLink} to={paths.courses.getHref()} variant="contained" size="large">
        View Courses
      </Button>
    </Paper>
  );
}

/** Pricing (decision 0420): members are told they are in; visitors get the Pro plan, and testers the test plan. */
export function PricingPage() {
  const { user, loading } = useAuth();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const withTestPlan = showsTestPlan(search, user);
  const { pro, test } = PLANS;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
      <PageMetadata
        title={`Pricing | ${SCHOOL_NAME}`}
        description={`One plan with every lesson: ${formatPlanPrice(pro.amount)} per month, the first ${pro.trialDays} days free.`}
        path={paths.pricing.getHref()}
        jsonLd={pricingStructuredData(siteOrigin())}
      />
      {loading && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
          <CircularProgress aria-label="Loading" />
        </Box>
      )}
      {!loading && user && <AlreadyMember />}
      {!loading && (!user || withTestPlan) && (
        <Box sx={{ mt: user ? 6 : 0 }}>
          {!user && (
            <Box sx={{ textAlign: 'center', mb: 5 }}>
              <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, mb: 1.5 }}>
                Start Learning Today
              </Typography>
              <Typography color="text.secondary" sx={{ maxWidth: 560, mx: 'auto' }}>
                One plan with every lesson, backing track and score. Try it free, cancel monthly.
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
              title="PRO PLAN"
              badge="Most Popular"
              price={formatPlanPrice(pro.amount)}
              period={`/ ${pro.interval}`}
              note={`First ${pro.trialDays} days free trial`}
              features={PRO_FEATURES}
              action="Sign Up"
              onSelect={() => void navigate(paths.register.getHref(), { state: registerState('pro') })}
            />
            {withTestPlan && (
              <PlanCard
                title="TEST PLAN"
                tone="error"
                price={formatPlanPrice(test.amount)}
                period={`/ ${test.interval}`}
                note="No trial"
                features={['Webhook testing only', 'Charged daily', 'Not for members']}
                action="Test Webhook"
                onSelect={() => void navigate(paths.register.getHref(), { state: registerState('test') })}
              />
            )}
          </Box>
        </Box>
      )}
    </Container>
  );
}
