import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { Button, IconButton, List, ListItem, ListItemText, Paper } from '@mui/material';
import type { AdminLessonSection } from '@gjs/shared';

type SectionListProps = {
  sections: AdminLessonSection[];
  onReorder: (sectionIds: number[]) => void;
  onEdit: (section: AdminLessonSection) => void;
  onDelete: (section: AdminLessonSection) => void;
};

const title = (index: number) => `Section ${index + 1}`;

function describe(section: AdminLessonSection): string {
  const text = section.text.trim().replace(/\s+/g, ' ');
  const files = [section.video && 'video', section.pdf && 'PDF'].filter(Boolean).join(', ');
  const preview = text.length > 90 ? `${text.slice(0, 90)}…` : text;
  return [preview || 'No text', files && `(${files})`].filter(Boolean).join(' ');
}

function SortableSection({
  section,
  index,
  onEdit,
  onDelete,
}: { section: AdminLessonSection; index: number } & Pick<SectionListProps, 'onEdit' | 'onDelete'>) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: section.id });
  return (
    <ListItem
      ref={setNodeRef}
      data-testid="section-item"
      style={{ transform: CSS.Transform.toString(transform), transition }}
      sx={{
        bgcolor: 'background.paper',
        opacity: isDragging ? 0.6 : 1,
        borderBottom: 1,
        borderColor: 'divider',
      }}
      secondaryAction={
        <>
          <Button size="small" onClick={() => onEdit(section)} aria-label={`Edit ${title(index)}`}>
            Edit
          </Button>
          <Button
            size="small"
            color="error"
            onClick={() => onDelete(section)}
            aria-label={`Delete ${title(index)}`}
          >
            Delete
          </Button>
        </>
      }
    >
      <IconButton
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={`Move ${title(index)}`}
        sx={{ cursor: 'grab', mr: 1, touchAction: 'none' }}
        size="small"
      >
        <DragIndicatorIcon />
      </IconButton>
      <ListItemText primary={title(index)} secondary={describe(section)} sx={{ pr: 16 }} />
    </ListItem>
  );
}

function announcements(sections: AdminLessonSection[]): Announcements {
  const position = (id: UniqueIdentifier) => sections.findIndex((s) => s.id === id) + 1;
  return {
    onDragStart: ({ active }) => `Picked up section ${position(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `Section ${position(active.id)} was moved to position ${position(over.id)}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `Section ${position(active.id)} was dropped at position ${position(over.id)}.`
        : `Section ${position(active.id)} was dropped.`,
    onDragCancel: ({ active }) => `Moving section ${position(active.id)} was cancelled.`,
  };
}

/** A lesson's sections in order; drag a row by its handle (or Space and the arrow keys on the handle) to move it. */
export function LessonSectionList({ sections, onReorder, onEdit, onDelete }: SectionListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const ids = sections.map((s) => s.id);
    onReorder(arrayMove(ids, ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id))));
  }

  return (
    <Paper variant="outlined">
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{ announcements: announcements(sections) }}
      >
        <SortableContext items={sections.map((s) => s.id)} strategy={verticalListSortingStrategy}>
          <List disablePadding aria-label="Sections">
            {sections.map((section, index) => (
              <SortableSection
                key={section.id}
                section={section}
                index={index}
                onEdit={onEdit}
                onDelete={onDelete}
              />
            ))}
          </List>
        </SortableContext>
      </DndContext>
    </Paper>
  );
}
