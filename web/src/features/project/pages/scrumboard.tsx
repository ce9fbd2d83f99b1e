import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { useListProjectsQuery } from '../api';
import { ProjectBoard } from '../board/project-board';
import { useProjectColours } from '../colours';
import { ProjectFormModal } from '../components/project-form-modal';
import { boardIdOf, boardPath } from '../paths';
import { useMyUid } from '../sync';
import { rememberedBoard } from '../use-stored-view';
import '../project.css';

/**
 * Apps → Project → Scrumboard: a project's board (/app/apps/project/scrumboard/<id>). Without a project in the
 * address, the board the member opened last, else their most recently changed project.
 */
export default function Scrumboard() {
  const projectId = boardIdOf(useLocation().pathname);
  const myUid = useMyUid();
  const colours = useProjectColours();
  return (
    <div className="pj-board-page" style={colours}>
      {projectId ? (
        <ProjectBoard key={projectId} projectId={projectId} myUid={myUid} />
      ) : myUid ? (
        <Landing myUid={myUid} />
      ) : (
        <Skeleton active />
      )}
    </div>
  );
}

function Landing({ myUid }: { myUid: string }) {
  const { t } = useTranslation('project');
  const navigate = useNavigate();
  const remembered = rememberedBoard.get(myUid);
  const [creating, setCreating] = useState(false);
  const { data, isLoading, isError, error, refetch } = useListProjectsQuery(
    { page: 1, pageSize: 1 },
    { skip: !!remembered },
  );
  if (remembered) return <Navigate to={boardPath(remembered)} replace />;
  if (isLoading) return <Skeleton active />;
  if (isError) return <LoadError title={t('list.failed')} error={error} onRetry={() => void refetch()} />;
  const first = data?.items[0];
  if (first) return <Navigate to={boardPath(first.id)} replace />;
  return (
    <>
      <Empty className="pj-empty" description={t('board.noProjects')}>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setCreating(true)}>
          {t('list.new')}
        </Button>
      </Empty>
      {creating && (
        <ProjectFormModal
          myUid={myUid}
          onClose={() => setCreating(false)}
          onSaved={(p) => navigate(boardPath(p.id))}
        />
      )}
    </>
  );
}
