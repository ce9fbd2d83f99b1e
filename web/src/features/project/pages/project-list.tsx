import { AppstoreOutlined, BarsOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import type { Project } from '@atrium/contracts';
import { App, Button, Empty, Input, Pagination, Segmented, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { useApiErrors } from '../../../lib/api-errors';
import { useDebounced } from '../../../lib/use-debounced';
import { useDeleteProjectMutation, useListProjectsQuery } from '../api';
import { useProjectColours } from '../colours';
import { type ProjectActions, ProjectCard, ProjectRow } from '../components/project-card';
import { ProjectFormModal } from '../components/project-form-modal';
import { boardPath } from '../paths';
import { useMyUid, useProjectListSync } from '../sync';
import { useStoredView } from '../use-stored-view';
import '../project.css';

const PAGE_SIZE = 24;

/** Apps → Project → List: the member's projects as a grid or a list (remembered), with New, Edit and Delete. */
export default function ProjectList() {
  const { t } = useTranslation('project');
  const { modal, message } = App.useApp();
  const errors = useApiErrors();
  const navigate = useNavigate();
  const colours = useProjectColours();
  const myUid = useMyUid();
  const [view, setView] = useStoredView();
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [form, setForm] = useState<{ project?: Project } | null>(null);
  const { data, isLoading, isError, error, refetch, isFetching } = useListProjectsQuery({
    q: q || undefined,
    page,
    pageSize: PAGE_SIZE,
  });
  const [remove] = useDeleteProjectMutation();
  useProjectListSync();

  const confirmDelete = (project: Project) =>
    modal.confirm({
      title: t('project.deleteTitle', { name: project.name }),
      content: t('project.deleteHelp'),
      okText: t('project.delete'),
      okButtonProps: { danger: true },
      cancelText: t('form.cancel'),
      onOk: async () => {
        try {
          await remove(project.id).unwrap();
          message.success(t('project.deleted'));
        } catch (e) {
          message.error(errors.message(e));
        }
      },
    });

  const actions: ProjectActions = {
    onView: (p) => navigate(boardPath(p.id)),
    onEdit: (p) => setForm({ project: p }),
    onDelete: confirmDelete,
  };

  const newButton = (
    <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setForm({})}>
      {t('list.new')}
    </Button>
  );

  let body: React.ReactNode;
  if (isLoading) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (isError && !data)
    body = <LoadError title={t('list.failed')} error={error} onRetry={() => void refetch()} />;
  else if (data && data.items.length === 0)
    body = (
      <Empty
        className="pj-empty"
        description={q ? t('list.empty.noMatch', { q }) : t('list.empty.description')}
      >
        {!q && newButton}
      </Empty>
    );
  else if (data)
    body =
      view === 'grid' ? (
        <div className="pj-grid" aria-busy={isFetching}>
          {data.items.map((p) => (
            <ProjectCard key={p.id} project={p} actions={actions} />
          ))}
        </div>
      ) : (
        <ul className="pj-rows" aria-busy={isFetching} aria-label={t('list.title')}>
          {data.items.map((p) => (
            <ProjectRow key={p.id} project={p} actions={actions} />
          ))}
        </ul>
      );

  return (
    <div className="pj-list-page" style={colours}>
      <div className="pj-toolbar">
        <Input
          className="pj-search"
          allowClear
          prefix={<SearchOutlined aria-hidden />}
          placeholder={t('list.search')}
          aria-label={t('list.search')}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
        />
        <div className="pj-toolbar-end">
          <Segmented
            aria-label={t('list.view.label')}
            value={view}
            onChange={(v) => setView(v as 'grid' | 'list')}
            options={[
              {
                value: 'grid',
                icon: <AppstoreOutlined aria-hidden />,
                label: <span className="visually-hidden">{t('list.view.grid')}</span>,
                title: t('list.view.grid'),
              },
              {
                value: 'list',
                icon: <BarsOutlined aria-hidden />,
                label: <span className="visually-hidden">{t('list.view.list')}</span>,
                title: t('list.view.list'),
              },
            ]}
          />
          {newButton}
        </div>
      </div>
      {body}
      {data && data.total > PAGE_SIZE && (
        <Pagination
          className="pj-pagination"
          current={page}
          pageSize={PAGE_SIZE}
          total={data.total}
          onChange={setPage}
          showSizeChanger={false}
        />
      )}
      {form && <ProjectFormModal project={form.project} myUid={myUid} onClose={() => setForm(null)} />}
    </div>
  );
}
