import { useQuery } from '@tanstack/react-query';
import { LoopLinkCard } from '#components/loop-link-card/loop-link-card.tsx';
import { MarkdownLink, type MarkdownLinkProps } from '#components/ui/markdown.tsx';
import { backingTracksQueryOptions } from '#lib/backing-tracks-query.ts';
import { matchLoopLink, type LoopLink } from '#lib/loop-link/loop-link.ts';

function LoopLinkWithName({ link }: { link: LoopLink }) {
  const tracks = useQuery(backingTracksQueryOptions);
  const name = tracks.data?.find((track) => track.id === link.track)?.name;
  return <LoopLinkCard link={link} trackName={name} />;
}

/** A link in a post or comment: a loop link of this school shows as a card (decision 0630), any other as a link. */
export function ForumLink({ href, children }: MarkdownLinkProps) {
  const link = href && typeof window !== 'undefined' ? matchLoopLink(href, window.location.origin) : null;
  return link ? <LoopLinkWithName link={link} /> : <MarkdownLink href={href}>{children}</MarkdownLink>;
}
