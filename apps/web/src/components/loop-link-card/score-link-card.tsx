import LibraryMusicIcon from '@mui/icons-material/LibraryMusic';
import { useTexts } from '#lib/i18n/texts.ts';
import type { MatchedScoreLink } from '#lib/loop-link/score-link.ts';
import { LinkCard } from './link-card.tsx';
import { describeLoop } from './loop-link-card.tsx';
import { loopLinkCardTexts } from './loop-link-card-texts.ts';

type ScoreLinkCardProps = { link: MatchedScoreLink; href: string; courseName: string | undefined };

/**
 * A score link in a forum text (decision 0631), shown like a loop link: a small card naming the course, the bars and
 * the tempo.
 */
export function ScoreLinkCard({ link, href, courseName }: ScoreLinkCardProps) {
  const texts = useTexts(loopLinkCardTexts);
  const detail = describeLoop({ bars: link.bars, tempo: link.tempo, ramp: null }, texts);
  return (
    <LinkCard
      to={href}
      testId="score-link-card"
      icon={<LibraryMusicIcon fontSize="small" />}
      title={texts.score(courseName ?? texts.course(link.course))}
      detail={detail}
    />
  );
}
