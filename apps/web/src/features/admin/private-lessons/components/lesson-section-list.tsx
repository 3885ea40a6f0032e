import type { AdminLessonSection } from '@gjs/shared';
import { useTexts, type Translation } from '#lib/i18n/texts.ts';
import { SortableList } from '../../common/components/sortable-list.tsx';
import { lessonsTexts, type LessonsTexts } from '../lib/lessons-texts.ts';

type SectionListProps = {
  sections: AdminLessonSection[];
  onReorder: (sectionIds: number[]) => void;
  onEdit: (section: AdminLessonSection) => void;
  onDelete: (section: AdminLessonSection) => void;
};

function describe(section: AdminLessonSection, texts: Translation<LessonsTexts>['sections']): string {
  const text = section.text.trim().replace(/\s+/g, ' ');
  const files = [section.video && texts.video, section.pdf && texts.pdf].filter(Boolean).join(', ');
  const preview = text.length > 90 ? `${text.slice(0, 90)}…` : text;
  return [preview || texts.noText, files && `(${files})`].filter(Boolean).join(' ');
}

/** A lesson's sections in order. */
export function LessonSectionList({ sections, ...actions }: SectionListProps) {
  const { sections: texts } = useTexts(lessonsTexts);
  const title = (_section: AdminLessonSection, index: number) => texts.title(index + 1);
  return (
    <SortableList
      items={sections}
      label={texts.label}
      itemTestId="section-item"
      name={title}
      primary={title}
      secondary={(section) => describe(section, texts)}
      {...actions}
    />
  );
}
