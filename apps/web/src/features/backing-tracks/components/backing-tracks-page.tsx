import { useMemo, useState } from 'react';
import SearchIcon from '@mui/icons-material/Search';
import { Container, InputAdornment, OutlinedInput, Stack, Typography } from '@mui/material';
import { Navigate, useSearchParams } from 'react-router';
import { useTexts } from '#lib/i18n/texts.ts';
import { parseLoopLink } from '#lib/loop-link/loop-link.ts';
import { useBackingTracks } from '../api/get-backing-tracks.ts';
import { filterBackingTracks, loadErrorView, loopLinkNotice } from '../lib/backing-track-list.ts';
import { backingTracksTexts } from '../lib/backing-tracks-texts.ts';
import { BackingTrackItem } from './backing-track-item.tsx';
import { BackingTracksIntro, SubscribeInvitation } from './subscribe-invitation.tsx';

type BackingTracksPageProps = {
  /** A signed-in user sees the tracks; a visitor is invited to subscribe. */
  member: boolean;
  /** Where a 401 sends the visitor: the login page with the way back. */
  loginHref: string;
};

function Message({ children, error = false }: { children: string; error?: boolean }) {
  return (
    <Typography
      role={error ? 'alert' : undefined}
      color={error ? 'error' : 'text.secondary'}
      sx={{ py: 6, textAlign: 'center', fontWeight: 500 }}
    >
      {children}
    </Typography>
  );
}

/**
 * The member's backing tracks (product 0420): search by name, and one track open at a time, so that only one player
 * (and one keyboard control) is ever live and opening a track stops the one that played before.
 */
export function BackingTracksPage({ member, loginHref }: BackingTracksPageProps) {
  const texts = useTexts(backingTracksTexts);
  const tracks = useBackingTracks(member);
  const [search, setSearch] = useState('');
  const [params] = useSearchParams();
  // A loop link (decision 0630) opens its track; its bars are checked against the chart once the list is here.
  const linkedId = parseLoopLink(params).link?.track ?? null;
  const linkedTrack = tracks.data?.find((track) => track.id === linkedId);
  const parsed = useMemo(() => parseLoopLink(params, linkedTrack?.chords.length), [params, linkedTrack]);
  const [openId, setOpenId] = useState<number | null>(linkedId);

  let body;
  if (!member) {
    // A visitor who follows a loop link logs in first and comes back to the same link.
    if (params.has('track')) return <Navigate replace to={loginHref} />;
    return (
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
        <BackingTracksIntro />
        <SubscribeInvitation loginHref={loginHref} />
      </Container>
    );
  }
  if (tracks.isPending) {
    body = <Message>{texts.loading}</Message>;
  } else if (tracks.isError) {
    const view = loadErrorView(tracks.error, texts);
    if (view.kind === 'login') return <Navigate replace to={loginHref} />;
    body = <Message error>{view.text}</Message>;
  } else {
    const shown = filterBackingTracks(tracks.data, search);
    const notice = loopLinkNotice(parsed, linkedTrack !== undefined, texts);
    body = (
      <>
        {notice && (
          <Typography role="status" color="warning.dark" sx={{ mb: 1.5, fontWeight: 500 }}>
            {notice}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {texts.showing(shown.length, tracks.data.length)}
        </Typography>
        {shown.length === 0 ? (
          <Message>{texts.empty}</Message>
        ) : (
          <Stack spacing={1.5}>
            {shown.map((track) => (
              <BackingTrackItem
                key={track.id}
                track={track}
                expanded={openId === track.id}
                link={track.id === linkedId ? parsed.link : null}
                onToggle={() => setOpenId((open) => (open === track.id ? null : track.id))}
              />
            ))}
          </Stack>
        )}
      </>
    );
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <BackingTracksIntro />
      {/* A bare outlined input: the search has no label or helper text, and TextField would bring MUI's menu select. */}
      <OutlinedInput
        type="search"
        placeholder={texts.searchPlaceholder}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        fullWidth
        sx={{ mb: 1.5, bgcolor: 'background.paper' }}
        inputProps={{ 'aria-label': texts.search }}
        startAdornment={
          <InputAdornment position="start">
            <SearchIcon aria-hidden />
          </InputAdornment>
        }
      />
      {body}
    </Container>
  );
}
