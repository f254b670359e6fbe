import * as React from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import { cn } from '@web/lib/utils';

type RenderContext = { index: number; handle: React.ReactNode; dragging: boolean };

type SortableListProps<T> = {
  items: T[];
  getId: (item: T) => string;
  /** Spoken in screen-reader announcements and on the drag handle ("Reorder {label}"). */
  getLabel: (item: T) => string;
  onReorder: (items: T[], moved: { from: number; to: number }) => void;
  renderItem: (item: T, ctx: RenderContext) => React.ReactNode;
  /** The list's accessible name. */
  label: string;
  disabled?: boolean;
  className?: string;
  itemClassName?: string;
};

const INSTRUCTIONS =
  'To pick up an item, press space or enter on its handle. Use the up and down arrow keys to move it. Press space or enter again to drop it in its new place, or escape to cancel.';

/**
 * A vertical list reordered by dragging a handle, with the mouse, touch or the keyboard (space to lift,
 * arrows to move, space to drop); every move is announced with the item's new position.
 */
export function SortableList<T>({
  items,
  getId,
  getLabel,
  onReorder,
  renderItem,
  label,
  disabled,
  className,
  itemClassName,
}: SortableListProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map(getId);
  const byId = React.useMemo(() => new Map(items.map((item) => [getId(item), item])), [items, getId]);
  const nameOf = (id: string | number) => {
    const item = byId.get(String(id));
    return item ? getLabel(item) : String(id);
  };
  const position = (id: string | number) => ids.indexOf(String(id)) + 1;

  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}, position ${position(active.id)} of ${ids.length}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} moved to position ${position(over.id)} of ${ids.length}.`
        : `${nameOf(active.id)} is no longer over the list.`,
    onDragEnd: ({ active, over }) =>
      over ? `${nameOf(active.id)} dropped at position ${position(over.id)} of ${ids.length}.` : `${nameOf(active.id)} dropped.`,
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    onReorder(arrayMove(items, from, to), { from, to });
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: INSTRUCTIONS } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        <ol aria-label={label} className={cn('grid grid-cols-1 gap-2', className)}>
          {items.map((item, index) => (
            <SortableItem key={ids[index]} id={ids[index]} label={getLabel(item)} disabled={disabled} className={itemClassName}>
              {(handle, dragging) => renderItem(item, { index, handle, dragging })}
            </SortableItem>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableItem({
  id,
  label,
  disabled,
  className,
  children,
}: {
  id: string;
  label: string;
  disabled?: boolean;
  className?: string;
  children: (handle: React.ReactNode, dragging: boolean) => React.ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, disabled });
  const handle = disabled ? null : (
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={`Reorder ${label}`}
      className="flex h-8 w-6 shrink-0 cursor-grab touch-none items-center justify-center rounded text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring active:cursor-grabbing"
    >
      <GripVertical className="h-4 w-4" aria-hidden />
    </button>
  );
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn('relative min-w-0', isDragging && 'z-10 opacity-90 shadow-lg', className)}
    >
      {children(handle, isDragging)}
    </li>
  );
}
