import { DeleteOutlined } from '@ant-design/icons';
import type { Project } from '@atrium/contracts';
import { App, Button, Drawer, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { BREAKPOINTS } from '../../../config/app-config';
import { apiErrorOf } from '../../../lib/api';
import { useApiErrors } from '../../../lib/api-errors';
import { useAppSelector } from '../../../lib/hooks';
import { useMediaQuery } from '../../../lib/use-media-query';
import { patchBoard, useDeleteBoardCardMutation, useGetBoardCardQuery } from '../api';
import type { ColumnView } from '../board/board-model';
import { removeCard } from '../board/board-model';
import { useProjectColours } from '../colours';
import { useProjectDispatch } from '../sync';
import { CardActivityLog } from './card-activity';
import { CardAttachments } from './card-attachments';
import { CardChecklist } from './card-checklist';
import { CardComments } from './card-comments';
import { CardFields } from './card-fields';

type Props = {
  cardId: string;
  project: Project;
  columns: ColumnView[];
  myUid: string | undefined;
  onClose: () => void;
  onMove: (
    cardId: string,
    fromColumnId: string,
    columnId: string,
    at: { afterId: string | null; beforeId: string | null },
  ) => Promise<void>;
  onDeleted: (cardId: string) => void;
};

/**
 * A card's detail, beside the board: title, column, assignees, due date, labels, description, checklist,
 * attachments (an image can be the card's cover), comments and the activity log. Every change is saved as it is
 * made; another member's changes arrive through the board's realtime channel.
 */
export default function CardDrawer({ cardId, project, columns, myUid, onClose, onMove, onDeleted }: Props) {
  const { t } = useTranslation('project');
  const { modal, message } = App.useApp();
  const errors = useApiErrors();
  const colours = useProjectColours();
  const dispatch = useProjectDispatch();
  const rtl = useAppSelector((s) => s.theme.direction) === 'rtl';
  const wide = useMediaQuery(`(min-width: ${BREAKPOINTS.mobile}px)`);
  const { data: card, error, isLoading, refetch } = useGetBoardCardQuery(cardId);
  const [remove] = useDeleteBoardCardMutation();
  const gone = error && apiErrorOf(error).status === 404;

  const confirmDelete = () =>
    card &&
    modal.confirm({
      title: t('drawer.deleteTitle', { title: card.title }),
      content: t('drawer.deleteHelp'),
      okText: t('drawer.delete'),
      okButtonProps: { danger: true },
      cancelText: t('form.cancel'),
      onOk: async () => {
        try {
          await remove({ projectId: project.id, id: card.id }).unwrap();
          onDeleted(card.id);
          patchBoard(dispatch, project.id, (b) => removeCard(b, card.id, card.columnId));
          message.success(t('drawer.deleted'));
          onClose();
        } catch (e) {
          message.error(errors.message(e));
        }
      },
    });

  let body: React.ReactNode;
  if (isLoading) body = <Skeleton active paragraph={{ rows: 10 }} />;
  else if (gone) body = <Result status="warning" title={t('drawer.gone')} />;
  else if (!card)
    body = <LoadError title={t('drawer.failed')} error={error} onRetry={() => void refetch()} />;
  else
    body = (
      <div className="pj-drawer-body" data-testid="card-drawer">
        <CardFields card={card} project={project} columns={columns} onMove={onMove} />
        <CardChecklist card={card} />
        <CardAttachments card={card} />
        <CardComments card={card} myUid={myUid} />
        <CardActivityLog card={card} />
      </div>
    );

  return (
    <Drawer
      open
      onClose={onClose}
      placement={rtl ? 'left' : 'right'}
      size={wide ? 600 : '100%'}
      title={card?.title ?? t('drawer.title')}
      rootStyle={colours}
      rootClassName="pj-drawer"
      closable={{ 'aria-label': t('drawer.close') }}
      extra={
        card && (
          <Button danger icon={<DeleteOutlined aria-hidden />} onClick={confirmDelete}>
            {t('drawer.delete')}
          </Button>
        )
      }
    >
      {body}
    </Drawer>
  );
}
