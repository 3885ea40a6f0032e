import GraphicEqIcon from '@mui/icons-material/GraphicEq';
import { useTexts, type Translation } from '../../lib/i18n/texts.ts';
import { loopLinkPath, type LoopLink } from '../../lib/loop-link/loop-link.ts';
import { LinkCard } from './link-card.tsx';
import { loopLinkCardTexts, type LoopLinkCardTexts } from './loop-link-card-texts.ts';

/** The bars and the tempo (or ramp) of a loop: 'Bars 5–8 at 85 %', 'Bar 3 from 70 % to 90 % by 5 %'. */
export function describeLoop(
  link: Pick<LoopLink, 'bars' | 'tempo' | 'ramp' | 'key'>,
  texts: Translation<LoopLinkCardTexts>,
): string {
  const parts: string[] = [];
  if (link.bars) {
    parts.push(
      link.bars.first === link.bars.last
        ? texts.bar(link.bars.first)
        : texts.bars(link.bars.first, link.bars.last),
    );
  }
  if (link.ramp) parts.push(texts.ramp(link.ramp.start, link.ramp.target, link.ramp.step));
  else if (link.tempo !== null) parts.push(texts.tempo(link.tempo));
  if (link.key) parts.push(texts.key(link.key));
  return parts.join(' ');
}

type LoopLinkCardProps = { link: LoopLink; trackName: string | undefined };

/**
 * A loop link in a forum text (decision 0630), shown as a small card naming the track, the bars and the tempo.
 */
export function LoopLinkCard({ link, trackName }: LoopLinkCardProps) {
  const texts = useTexts(loopLinkCardTexts);
  const detail = describeLoop(link, texts);
  return (
    <LinkCard
      to={loopLinkPath(link)}
      testId="loop-link-card"
      icon={<GraphicEqIcon fontSize="small" />}
      title={trackName ?? texts.track(link.track)}
      detail={detail}
    />
  );
}
