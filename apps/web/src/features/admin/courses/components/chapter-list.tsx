import type { AdminChapter } from '@gjs/shared';
import { SortableList } from '../../common/components/sortable-list.tsx';

type ChapterListProps = {
  chapters: AdminChapter[];
  onReorder: (chapterIds: number[]) => void;
  onEdit: (chapter: AdminChapter) => void;
  onDelete: (chapter: AdminChapter) => void;
};

function describe(chapter: AdminChapter): string {
  if (chapter.chapter_type === 'backingtrack')
    return `Backing track: ${chapter.backing_track_name ?? 'none'}`;
  const files = [chapter.video && 'video', chapter.pdf && 'PDF', chapter.music_xml && 'MusicXML'].filter(
    Boolean,
  );
  return `Video lesson${files.length ? ` (${files.join(', ')})` : ''}`;
}

/** A course's chapters in order, named by their headings. */
export function ChapterList({ chapters, ...actions }: ChapterListProps) {
  return (
    <SortableList
      items={chapters}
      label="Chapters"
      itemTestId="chapter-item"
      name={(chapter) => chapter.heading}
      primary={(chapter, index) => `${index + 1}. ${chapter.heading}`}
      secondary={describe}
      {...actions}
    />
  );
}
