import type { AdminLessonSection } from '@gjs/shared';
import { SortableList } from '../../common/components/sortable-list.tsx';

type SectionListProps = {
  sections: AdminLessonSection[];
  onReorder: (sectionIds: number[]) => void;
  onEdit: (section: AdminLessonSection) => void;
  onDelete: (section: AdminLessonSection) => void;
};

// Students see 'Section N' and N names the downloads: the admin uses the same words.
const title = (_section: AdminLessonSection, index: number) => `Section ${index + 1}`;

function describe(section: AdminLessonSection): string {
  const text = section.text.trim().replace(/\s+/g, ' ');
  const files = [section.video && 'video', section.pdf && 'PDF'].filter(Boolean).join(', ');
  const preview = text.length > 90 ? `${text.slice(0, 90)}…` : text;
  return [preview || 'No text', files && `(${files})`].filter(Boolean).join(' ');
}

/** A lesson's sections in order. */
export function LessonSectionList({ sections, ...actions }: SectionListProps) {
  return (
    <SortableList
      items={sections}
      label="Sections"
      itemTestId="section-item"
      name={title}
      primary={title}
      secondary={describe}
      {...actions}
    />
  );
}
