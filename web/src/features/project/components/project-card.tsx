import type { Project } from '@atrium/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { boardPath } from '../paths';
import { ProjectCounts, ProjectMembers, ProjectProgress } from './project-facts';
import { ProjectMenu } from './project-menu';

export type ProjectActions = {
  onView: (project: Project) => void;
  onEdit: (project: Project) => void;
  onDelete: (project: Project) => void;
};

const menuOf = (project: Project, actions: ProjectActions) => (
  <ProjectMenu
    project={project}
    onView={() => actions.onView(project)}
    onEdit={() => actions.onEdit(project)}
    onDelete={() => actions.onDelete(project)}
  />
);

/** A project in the grid: its cover colour, name (a link to its board), category, counts, progress and members. */
export function ProjectCard({ project, actions }: { project: Project; actions: ProjectActions }) {
  const { t } = useTranslation('project');
  return (
    <article className="pj-card" data-testid="project-card" aria-labelledby={`pj-name-${project.id}`}>
      <div className="pj-card-cover" style={{ background: project.coverColor }} />
      <div className="pj-card-body">
        <header className="pj-card-head">
          <div className="pj-card-title">
            <h2 className="pj-name" id={`pj-name-${project.id}`}>
              <Link to={boardPath(project.id)}>
                <bdi>{project.name}</bdi>
              </Link>
            </h2>
            <div className="pj-muted pj-category">
              <bdi>{project.category || t('project.noCategory')}</bdi>
            </div>
          </div>
          {menuOf(project, actions)}
        </header>
        {project.description && (
          <p className="pj-description">
            <bdi>{project.description}</bdi>
          </p>
        )}
        <ProjectCounts project={project} />
        <ProjectProgress project={project} />
        <ProjectMembers project={project} />
      </div>
    </article>
  );
}

/** A project as a row of the list view: the same facts in a line. */
export function ProjectRow({ project, actions }: { project: Project; actions: ProjectActions }) {
  const { t } = useTranslation('project');
  return (
    <li className="pj-row" data-testid="project-row" aria-labelledby={`pj-row-${project.id}`}>
      <span className="pj-row-cover" style={{ background: project.coverColor }} />
      <div className="pj-row-name">
        <Link to={boardPath(project.id)} id={`pj-row-${project.id}`} className="pj-name">
          <bdi>{project.name}</bdi>
        </Link>
        <div className="pj-muted pj-category">
          <bdi>{project.category || t('project.noCategory')}</bdi>
        </div>
      </div>
      <ProjectCounts project={project} />
      <ProjectProgress project={project} />
      <ProjectMembers project={project} max={3} />
      {menuOf(project, actions)}
    </li>
  );
}
