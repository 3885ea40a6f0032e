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
import { useTexts, type Translation } from '#lib/i18n/texts.ts';
import { adminTexts, type AdminTexts } from '../lib/admin-texts.ts';

type Item = { id: number };

export type SortableListProps<T extends Item> = {
  items: T[];
  /** The list's accessible name ('Chapters'). */
  label: string;
  itemTestId: string;
  /** What a row is called: on its handle ('Move …'), its buttons and in what a screen reader hears. */
  name: (item: T, index: number) => string;
  primary: (item: T, index: number) => string;
  secondary: (item: T) => string;
  onReorder: (ids: number[]) => void;
  onEdit: (item: T) => void;
  onDelete: (item: T) => void;
};

type RowProps<T extends Item> = Omit<SortableListProps<T>, 'items' | 'label' | 'onReorder'> & {
  item: T;
  index: number;
};

function SortableRow<T extends Item>({
  item,
  index,
  itemTestId,
  name,
  primary,
  secondary,
  onEdit,
  onDelete,
}: RowProps<T>) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: item.id });
  const texts = useTexts(adminTexts).sortable;
  const itemName = name(item, index);
  return (
    <ListItem
      ref={setNodeRef}
      data-testid={itemTestId}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      sx={{
        bgcolor: 'background.paper',
        opacity: isDragging ? 0.6 : 1,
        borderBottom: 1,
        borderColor: 'divider',
      }}
      secondaryAction={
        <>
          <Button size="small" onClick={() => onEdit(item)} aria-label={texts.editItem(itemName)}>
            {texts.edit}
          </Button>
          <Button
            size="small"
            color="error"
            onClick={() => onDelete(item)}
            aria-label={texts.deleteItem(itemName)}
          >
            {texts.delete}
          </Button>
        </>
      }
    >
      <IconButton
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={texts.moveItem(itemName)}
        sx={{ cursor: 'grab', mr: 1, touchAction: 'none' }}
        size="small"
      >
        <DragIndicatorIcon />
      </IconButton>
      <ListItemText primary={primary(item, index)} secondary={secondary(item)} sx={{ pr: 16 }} />
    </ListItem>
  );
}

/** What a screen reader hears while a row is moved: its name and place, not dnd-kit's internal ids. */
function announcements<T extends Item>(
  items: T[],
  name: SortableListProps<T>['name'],
  texts: Translation<AdminTexts['sortable']>,
): Announcements {
  const position = (id: UniqueIdentifier) => items.findIndex((item) => item.id === id) + 1;
  const nameOf = (id: UniqueIdentifier) => {
    const index = position(id) - 1;
    return index >= 0 ? name(items[index]!, index) : texts.theItem;
  };
  return {
    onDragStart: ({ active }) => texts.pickedUp(nameOf(active.id)),
    // Right after the pick-up the row is over its own place: said as where it is, not as a move.
    onDragOver: ({ active, over }) => {
      if (!over) return undefined;
      const say = over.id === active.id ? texts.isAt : texts.movedTo;
      return say(nameOf(active.id), position(over.id));
    },
    onDragEnd: ({ active, over }) =>
      over ? texts.droppedAt(nameOf(active.id), position(over.id)) : texts.dropped(nameOf(active.id)),
    onDragCancel: ({ active }) => texts.cancelled(nameOf(active.id)),
  };
}

/** Rows in order; drag a row by its handle (or Space and the arrow keys on the handle) to move it. */
export function SortableList<T extends Item>({ items, label, onReorder, ...row }: SortableListProps<T>) {
  const texts = useTexts(adminTexts).sortable;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const ids = items.map((item) => item.id);
    onReorder(arrayMove(ids, ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id))));
  }

  return (
    <Paper variant="outlined">
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{ announcements: announcements(items, row.name, texts) }}
      >
        <SortableContext items={items.map((item) => item.id)} strategy={verticalListSortingStrategy}>
          <List disablePadding aria-label={label}>
            {items.map((item, index) => (
              <SortableRow key={item.id} item={item} index={index} {...row} />
            ))}
          </List>
        </SortableContext>
      </DndContext>
    </Paper>
  );
}
