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
import type { AdminChapter } from '@gjs/shared';

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

function SortableChapter({
  chapter,
  index,
  onEdit,
  onDelete,
}: { chapter: AdminChapter; index: number } & Pick<ChapterListProps, 'onEdit' | 'onDelete'>) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: chapter.id,
    });
  return (
    <ListItem
      ref={setNodeRef}
      data-testid="chapter-item"
      style={{ transform: CSS.Transform.toString(transform), transition }}
      sx={{
        bgcolor: 'background.paper',
        opacity: isDragging ? 0.6 : 1,
        borderBottom: 1,
        borderColor: 'divider',
      }}
      secondaryAction={
        <>
          <Button size="small" onClick={() => onEdit(chapter)}>
            Edit
          </Button>
          <Button size="small" color="error" onClick={() => onDelete(chapter)}>
            Delete
          </Button>
        </>
      }
    >
      <IconButton
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={`Move ${chapter.heading}`}
        sx={{ cursor: 'grab', mr: 1, touchAction: 'none' }}
        size="small"
      >
        <DragIndicatorIcon />
      </IconButton>
      <ListItemText primary={`${index + 1}. ${chapter.heading}`} secondary={describe(chapter)} />
    </ListItem>
  );
}

/** What a screen reader hears while a chapter is moved: its heading and place, not dnd-kit's internal ids. */
function announcements(chapters: AdminChapter[]): Announcements {
  const heading = (id: UniqueIdentifier) => chapters.find((c) => c.id === id)?.heading ?? 'The chapter';
  const position = (id: UniqueIdentifier) => chapters.findIndex((c) => c.id === id) + 1;
  return {
    onDragStart: ({ active }) => `Picked up ${heading(active.id)}.`,
    // Right after the pick-up the chapter is over its own place: said as where it is, not as a move.
    onDragOver: ({ active, over }) => {
      if (!over) return undefined;
      const verb = over.id === active.id ? 'is at' : 'was moved to';
      return `${heading(active.id)} ${verb} position ${position(over.id)}.`;
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `${heading(active.id)} was dropped at position ${position(over.id)}.`
        : `${heading(active.id)} was dropped.`,
    onDragCancel: ({ active }) => `Moving ${heading(active.id)} was cancelled.`,
  };
}

/** The chapters in order; drag a row by its handle (or Space and the arrow keys on the handle) to move it. */
export function ChapterList({ chapters, onReorder, onEdit, onDelete }: ChapterListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const ids = chapters.map((c) => c.id);
    onReorder(arrayMove(ids, ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id))));
  }

  return (
    <Paper variant="outlined">
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{ announcements: announcements(chapters) }}
      >
        <SortableContext items={chapters.map((c) => c.id)} strategy={verticalListSortingStrategy}>
          <List disablePadding aria-label="Chapters">
            {chapters.map((chapter, index) => (
              <SortableChapter
                key={chapter.id}
                chapter={chapter}
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
