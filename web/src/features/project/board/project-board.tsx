import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Result, Skeleton, Tooltip } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { PATHS } from '../../../config/paths';
import { apiErrorOf } from '../../../lib/api';
import { DaysLeftTag } from '../components/days-left-tag';
import { ProjectMembers, ProjectProgress } from '../components/project-facts';
import { BOARD_COLUMNS_MAX } from '../limits';
import { boardPath } from '../paths';
import { rememberedBoard } from '../use-stored-view';
import { Board } from './board';
import { AddColumnModal } from './column-dialogs';
import { ProjectPicker } from './project-picker';
import { useBoard } from './use-board';

// The card detail is a drawer of its own chunk: the board's first screen does not wait for it.
const CardDrawer = lazy(() => import('../card/card-drawer'));

/** A project's board: the project picker and facts, Add column, the board, and the open card (`?card=<id>`). */
export function ProjectBoard({ projectId, myUid }: { projectId: string; myUid: string | undefined }) {
  const { t } = useTranslation('project');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const openCardId = params.get('card');
  const [addingColumn, setAddingColumn] = useState(false);
  const board = useBoard(projectId, () => {
    rememberedBoard.set(myUid, null);
    message.info(t('board.removed'));
    navigate(PATHS.projectList, { replace: true });
  });
  const { data, error, isLoading, refetch } = board;
  const notFound = error && apiErrorOf(error).status === 404;

  useEffect(() => {
    if (data) rememberedBoard.set(myUid, projectId);
    else if (notFound && rememberedBoard.get(myUid) === projectId) rememberedBoard.set(myUid, null);
  }, [data, notFound, myUid, projectId]);

  const openCard = (cardId: string | null) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (cardId) next.set('card', cardId);
        else next.delete('card');
        return next;
      },
      { replace: !cardId },
    );

  if (isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (notFound)
    return (
      <Result
        status="404"
        title={t('board.notFound')}
        extra={
          <Link to={PATHS.projectList}>
            <Button type="primary">{t('board.backToList')}</Button>
          </Link>
        }
      />
    );
  if (!data) return <LoadError title={t('board.failed')} error={error} onRetry={() => void refetch()} />;

  const full = data.columns.length >= BOARD_COLUMNS_MAX;
  const project = data.project;
  return (
    <>
      <div className="pj-board-head">
        <ProjectPicker current={project} onPick={(id) => navigate(boardPath(id))} />
        <div className="pj-board-facts">
          <ProjectMembers project={project} max={5} />
          <DaysLeftTag daysLeft={project.daysLeft} />
          <ProjectProgress project={project} />
        </div>
        <Tooltip title={full ? t('board.columnsMax', { max: BOARD_COLUMNS_MAX }) : undefined}>
          <Button icon={<PlusOutlined aria-hidden />} disabled={full} onClick={() => setAddingColumn(true)}>
            {t('board.addColumn')}
          </Button>
        </Tooltip>
      </div>
      {error ? <LoadError title={t('board.failed')} error={error} onRetry={() => void refetch()} /> : null}
      <Board projectId={projectId} projectName={project.name} board={board} onOpenCard={openCard} />
      {addingColumn && <AddColumnModal projectId={projectId} onClose={() => setAddingColumn(false)} />}
      {openCardId && (
        <Suspense fallback={null}>
          <CardDrawer
            cardId={openCardId}
            project={project}
            columns={board.columns}
            myUid={myUid}
            onClose={() => openCard(null)}
            onMove={board.moveCard}
            onDeleted={board.forgetDeleted}
          />
        </Suspense>
      )}
    </>
  );
}
