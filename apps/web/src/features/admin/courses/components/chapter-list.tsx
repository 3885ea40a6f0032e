import type { AdminChapter } from '@gjs/shared';
import { useTexts, type Translation } from '#lib/i18n/texts.ts';
import { SortableList } from '../../common/components/sortable-list.tsx';
import { courseTexts, type ChapterFile, type CourseTexts } from '../lib/course-texts.ts';

type ChapterListProps = {
  chapters: AdminChapter[];
  onReorder: (chapterIds: number[]) => void;
  onEdit: (chapter: AdminChapter) => void;
  onDelete: (chapter: AdminChapter) => void;
};

function describe(chapter: AdminChapter, texts: Translation<CourseTexts['chapters']>): string {
  if (chapter.chapter_type === 'backingtrack') return texts.backingTrack(chapter.backing_track_name);
  const files: ChapterFile[] = [];
  if (chapter.video) files.push('video');
  if (chapter.pdf) files.push('pdf');
  if (chapter.music_xml) files.push('musicXml');
  const lesson = texts.videoLesson(files);
  return chapter.video_stream ? `${lesson} · ${texts.stream(chapter.video_stream)}` : lesson;
}

/** A course's chapters in order, named by their headings. */
export function ChapterList({ chapters, ...actions }: ChapterListProps) {
  const texts = useTexts(courseTexts).chapters;
  return (
    <SortableList
      items={chapters}
      label={texts.label}
      itemTestId="chapter-item"
      name={(chapter) => chapter.heading}
      primary={(chapter, index) => `${index + 1}. ${chapter.heading}`}
      secondary={(chapter) => describe(chapter, texts)}
      {...actions}
    />
  );
}
