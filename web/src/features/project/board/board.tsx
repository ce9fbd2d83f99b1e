import { DndContext, DragOverlay, MeasuringStrategy } from '@dnd-kit/core';
import { horizontalListSortingStrategy, SortableContext } from '@dnd-kit/sortable';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../lib/hooks';
import { columnName } from '../names';
import { BoardColumn } from './board-column';
import type { ColumnView } from './board-model';
import { CardFace } from './card-face';
import { useAnnouncements } from './use-announcements';
import type { useBoard } from './use-board';
import { columnDndId, locateCard, useBoardDnd } from './use-board-dnd';

type Props = {
  projectId: string;
  projectName: string;
  board: ReturnType<typeof useBoard>;
  onOpenCard: (cardId: string) => void;
};

const measuring = { droppable: { strategy: MeasuringStrategy.Always } };

/**
 * The board's columns side by side in a region of their own that scrolls sideways (the page never does); in right
 * to left they run from the right. Cards and columns move by drag and drop, touch or keyboard (see useBoardDnd).
 */
export function Board({ projectId, projectName, board, onOpenCard }: Props) {
  const { t } = useTranslation('project');
  const rtl = useAppSelector((s) => s.theme.direction) === 'rtl';
  const dnd = useBoardDnd(board.columns, {
    rtl,
    onMoveCard: (cardId, from, to, at) => void board.moveCard(cardId, from, to, at),
    onMoveColumn: (columnId, at) => void board.moveColumn(columnId, at),
  });
  const accessibility = useAnnouncements(dnd);
  const { shown, drag } = dnd;

  return (
    <DndContext {...dnd.dndProps} measuring={measuring} accessibility={accessibility}>
      <section className="pj-board" aria-label={t('board.region', { name: projectName })} data-testid="board">
        <SortableContext items={shown.map((c) => columnDndId(c.id))} strategy={horizontalListSortingStrategy}>
          {shown.map((column) => (
            <BoardColumn
              key={column.id}
              projectId={projectId}
              column={column}
              columns={shown}
              onOpenCard={onOpenCard}
              justDropped={dnd.justDropped}
              onLoadMore={board.loadMore}
            />
          ))}
        </SortableContext>
      </section>
      <DragOverlay dropAnimation={null}>{drag ? <Overlay columns={shown} drag={drag} /> : null}</DragOverlay>
    </DndContext>
  );
}

/** What follows the pointer or the keys while dragging: the card, or the column's title bar. */
function Overlay({
  columns,
  drag,
}: {
  columns: ColumnView[];
  drag: { kind: 'card' | 'column'; id: string };
}) {
  const { t } = useTranslation('project');
  if (drag.kind === 'card') {
    const at = locateCard(columns, drag.id);
    const card = at?.column.cards[at.index];
    return card ? (
      <div className="pj-board-card pj-overlay" aria-hidden>
        <CardFace card={card} />
      </div>
    ) : null;
  }
  const column = columns.find((c) => c.id === drag.id);
  return column ? (
    <div className="pj-column pj-overlay pj-column-overlay" aria-hidden>
      <div className="pj-column-head">
        <span className="pj-column-name">
          <bdi>{columnName(column, t)}</bdi>
        </span>
        <span className="pj-column-count">{column.cardCount}</span>
      </div>
    </div>
  ) : null;
}
