import { HolderOutlined } from '@ant-design/icons';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Spin } from 'antd';
import { type UIEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { columnName } from '../names';
import { AddCard } from './add-card';
import type { ColumnView } from './board-model';
import { ColumnMenu } from './column-menu';
import { SortableCard } from './sortable-card';
import { cardDndId, columnDndId, listDndId } from './use-board-dnd';

type Props = {
  projectId: string;
  column: ColumnView;
  columns: ColumnView[];
  onOpenCard: (cardId: string) => void;
  justDropped: () => boolean;
  onLoadMore: (columnId: string, after: string) => Promise<void>;
};

/** Cards this close to a column's end load the next page as one scrolls. */
const MORE_AHEAD_PX = 240;

/**
 * One column: a handle to move it, its name (translated while it is a default one), its card count and menu, its
 * cards (the next page loads as the list scrolls near its end, or with Show more), and Add card.
 */
export function BoardColumn({ projectId, column, columns, onOpenCard, justDropped, onLoadMore }: Props) {
  const { t } = useTranslation('project');
  const name = columnName(column, t);
  const sortable = useSortable({
    id: columnDndId(column.id),
    data: { kind: 'column' },
    attributes: { roleDescription: t('dnd.columnRole') },
  });
  const list = useDroppable({ id: listDndId(column.id) });
  const [loading, setLoading] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const last = column.cards.at(-1);

  const more = () => {
    if (loading || !column.hasMore || !last) return;
    setLoading(true);
    setLoadFailed(false);
    onLoadMore(column.id, last.id)
      .catch(() => setLoadFailed(true))
      .finally(() => setLoading(false));
  };
  const onScroll = (e: UIEvent<HTMLElement>) => {
    const el = e.currentTarget;
    if (!loadFailed && el.scrollHeight - el.scrollTop - el.clientHeight < MORE_AHEAD_PX) more();
  };

  return (
    <section
      ref={sortable.setNodeRef}
      data-dnd-id={columnDndId(column.id)}
      data-testid="board-column"
      data-column-id={column.id}
      className={`pj-column${sortable.isDragging ? ' pj-dragging' : ''}`}
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
      aria-labelledby={`pj-col-${column.id}`}
    >
      <header className="pj-column-head">
        <button
          type="button"
          ref={sortable.setActivatorNodeRef}
          className="pj-handle"
          {...sortable.attributes}
          {...sortable.listeners}
          aria-label={t('board.column.move', { name })}
        >
          <HolderOutlined aria-hidden />
        </button>
        <h2 className="pj-column-name" id={`pj-col-${column.id}`}>
          <bdi>{name}</bdi>
        </h2>
        <span className="pj-column-count" title={t('board.cardCount', { count: column.cardCount })}>
          <span aria-hidden>{column.cardCount}</span>
          <span className="visually-hidden">{t('board.cardCount', { count: column.cardCount })}</span>
        </span>
        <ColumnMenu projectId={projectId} column={column} columns={columns} />
      </header>
      <SortableContext
        items={column.cards.map((c) => cardDndId(c.id))}
        strategy={verticalListSortingStrategy}
      >
        <ul
          ref={list.setNodeRef}
          className={`pj-cards${list.isOver ? ' pj-over' : ''}`}
          aria-label={t('board.cardsOf', { name })}
          onScroll={onScroll}
          data-testid="board-column-cards"
        >
          {column.cards.map((card) => (
            <SortableCard key={card.id} card={card} onOpen={onOpenCard} justDropped={justDropped} />
          ))}
          {column.hasMore && (
            <li className="pj-more">
              {loading ? (
                <Spin size="small" />
              ) : (
                <Button type="link" size="small" onClick={more}>
                  {loadFailed ? t('board.moreFailed') : t('board.moreCards')}
                </Button>
              )}
            </li>
          )}
        </ul>
      </SortableContext>
      <AddCard
        projectId={projectId}
        columnId={column.id}
        columnName={name}
        afterId={column.hasMore ? last?.id : undefined}
      />
    </section>
  );
}
