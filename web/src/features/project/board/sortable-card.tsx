import type { CardSummary } from '@atrium/contracts';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CardFace } from './card-face';
import { cardDndId } from './use-board-dnd';

type Props = {
  card: CardSummary;
  onOpen: (cardId: string) => void;
  /** A drop has just ended: its mouse-up is not a click. */
  justDropped: () => boolean;
};

/**
 * A card on the board: the whole card is a button named by its title that opens the card (click or Enter) and is
 * picked up to move it (drag, long press, or Space then the arrow keys).
 */
export function SortableCard({ card, onOpen, justDropped }: Props) {
  const { t } = useTranslation('project');
  const id = cardDndId(card.id);
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id,
    data: { kind: 'card' },
    attributes: { roleDescription: t('dnd.cardRole') },
  });
  const titleId = `pj-card-title-${card.id}`;
  const metaId = `pj-card-meta-${card.id}`;
  // dnd-kit's attributes make the card a button (role, tabIndex, its instructions); a <button> element cannot
  // hold the card's lists and picture.
  const handle = {
    ...attributes,
    ...listeners,
    'aria-describedby': `${metaId} ${attributes['aria-describedby']}`,
    onClick: () => {
      if (!justDropped()) onOpen(card.id);
    },
    onKeyDown: (e: KeyboardEvent<HTMLDivElement>) => {
      if (e.key === 'Enter' && !isDragging) {
        e.preventDefault();
        onOpen(card.id);
        return;
      }
      listeners?.onKeyDown?.(e);
    },
  };
  return (
    <li className="pj-card-slot">
      <div
        ref={setNodeRef}
        data-dnd-id={id}
        data-testid="board-card"
        data-card-id={card.id}
        className={`pj-board-card${isDragging ? ' pj-dragging' : ''}`}
        style={{ transform: CSS.Translate.toString(transform), transition }}
        {...handle}
      >
        <CardFace card={card} titleId={titleId} metaId={metaId} />
      </div>
    </li>
  );
}
