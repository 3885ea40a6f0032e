import { useQuery } from '@tanstack/react-query';
import { LoopLinkCard } from '#components/loop-link-card/loop-link-card.tsx';
import { ScoreLinkCard } from '#components/loop-link-card/score-link-card.tsx';
import { MarkdownLink, type MarkdownLinkProps } from '#components/ui/markdown.tsx';
import { backingTracksQueryOptions } from '#lib/backing-tracks-query.ts';
import { coursesQueryOptions } from '#lib/courses-query.ts';
import { matchLoopLink, type LoopLink } from '#lib/loop-link/loop-link.ts';
import { matchScoreLink, type MatchedScoreLink } from '#lib/loop-link/score-link.ts';

function LoopLinkWithName({ link }: { link: LoopLink }) {
  const tracks = useQuery(backingTracksQueryOptions);
  const name = tracks.data?.find((track) => track.id === link.track)?.name;
  return <LoopLinkCard link={link} trackName={name} />;
}

function ScoreLinkWithName({ link, href }: { link: MatchedScoreLink; href: string }) {
  const courses = useQuery(coursesQueryOptions);
  const name = courses.data?.find((course) => course.id === link.course)?.name;
  return <ScoreLinkCard link={link} href={href} courseName={name} />;
}

/**
 * A link in a post or comment: a loop link (decision 0630) or a score link (decision 0631) of this school shows as a
 * card, any other as a link.
 */
export function ForumLink({ href, children }: MarkdownLinkProps) {
  const origin = typeof window === 'undefined' ? null : window.location.origin;
  const loop = href && origin ? matchLoopLink(href, origin) : null;
  if (loop) return <LoopLinkWithName link={loop} />;
  const score = href && origin ? matchScoreLink(href, origin) : null;
  if (href && origin && score) {
    const url = new URL(href, origin);
    return <ScoreLinkWithName link={score} href={`${url.pathname}${url.search}`} />;
  }
  return <MarkdownLink href={href}>{children}</MarkdownLink>;
}
