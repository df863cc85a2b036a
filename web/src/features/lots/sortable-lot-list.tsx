// The lot list in the user's order, sortable by drag (pointer and touch on the handle) and by
// keyboard (dnd-kit's KeyboardSensor on the handle, or the Subir / Bajar buttons).
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from "@dnd-kit/core";
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { useMemo } from "react";
import { useMessages } from "../../lib/i18n";
import type { StoreLot } from "../../lib/store";
import { lotsMessages } from "./lots-messages";
import { moveStep } from "./reorder-lots";
import { SortableLotRow } from "./sortable-lot-row";

interface Props {
  lots: StoreLot[];
  canReorder: boolean;
  onReorder: (ids: number[]) => void;
}

export function SortableLotList({ lots, canReorder, onReorder }: Props) {
  const t = useMessages(lotsMessages);
  const sensors = useSensors(
    // A few pixels before a drag starts, so a tap on the handle never reorders by accident.
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = useMemo(() => lots.map((l) => l.id), [lots]);
  const nameOf = (id: unknown) => lots.find((l) => l.id === id)?.name ?? "";
  const announcements: Announcements = {
    onDragStart: ({ active }) => t.srPicked(nameOf(active.id)),
    // Over its own place right after pick-up: keep "picked up" as the last thing said.
    onDragOver: ({ active, over }) =>
      over && over.id !== active.id ? t.srOver(nameOf(active.id), nameOf(over.id)) : undefined,
    onDragEnd: ({ active, over }) => (over ? t.srDropped(nameOf(active.id), nameOf(over.id)) : undefined),
    onDragCancel: ({ active }) => t.srCancelled(nameOf(active.id)),
  };

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(Number(active.id));
    const to = ids.indexOf(Number(over.id));
    if (from < 0 || to < 0) return;
    onReorder(arrayMove(ids, from, to));
  }

  function onMove(id: number, step: -1 | 1) {
    onReorder(moveStep(ids, id, step));
    // The row moved in the DOM: keep focus on the button the user pressed (or its twin at the end).
    const name = nameOf(id);
    requestAnimationFrame(() => {
      const label = step === -1 ? t.moveUp(name) : t.moveDown(name);
      const other = step === -1 ? t.moveDown(name) : t.moveUp(name);
      const button =
        document.querySelector<HTMLButtonElement>(`button[aria-label="${CSS.escape(label)}"]:not(:disabled)`) ??
        document.querySelector<HTMLButtonElement>(`button[aria-label="${CSS.escape(other)}"]`);
      button?.focus();
    });
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t.srInstructions } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className="lot-list" aria-label={t.listLabel}>
          {lots.map((lot, index) => (
            <SortableLotRow
              key={lot.id}
              lot={lot}
              canReorder={canReorder}
              isFirst={index === 0}
              isLast={index === lots.length - 1}
              onMove={onMove}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
