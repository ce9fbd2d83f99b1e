import { CheckCircleOutlined, PaperClipOutlined } from '@ant-design/icons';
import type { Project } from '@atrium/contracts';
import { Avatar, Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import { MemberAvatar } from '../../../components/member-avatar';
import { useProgressColour } from '../colours';
import { DaysLeftTag } from './days-left-tag';

/** Tasks done of all and attachments, counted by the server from the project's board. */
export function ProjectCounts({ project }: { project: Project }) {
  const { t } = useTranslation('project');
  return (
    <div className="pj-counts">
      <span className="pj-count" title={t('project.attachments', { count: project.attachments })}>
        <PaperClipOutlined aria-hidden />
        <span aria-hidden>{project.attachments}</span>
        <span className="visually-hidden">{t('project.attachments', { count: project.attachments })}</span>
      </span>
      <span className="pj-count" title={t('project.tasksLabel', project.tasks)}>
        <CheckCircleOutlined aria-hidden />
        <span aria-hidden>
          {project.tasks.done}/{project.tasks.total}
        </span>
        <span className="visually-hidden">{t('project.tasksLabel', project.tasks)}</span>
      </span>
      <DaysLeftTag daysLeft={project.daysLeft} />
    </div>
  );
}

/** The project's progress, coloured by how far it is. */
export function ProjectProgress({ project }: { project: Project }) {
  const { t } = useTranslation('project');
  const colour = useProgressColour();
  return (
    <Progress
      className="pj-progress"
      percent={project.progress}
      strokeColor={colour(project.progress)}
      size="small"
      aria-label={t('project.progress', { percent: project.progress })}
    />
  );
}

/** The members' faces, the first few and a count of the others. */
export function ProjectMembers({ project, max = 4 }: { project: Project; max?: number }) {
  const { t } = useTranslation('project');
  return (
    <div className="pj-members">
      <span className="visually-hidden">{t('project.membersOf', { count: project.members.length })}</span>
      <Avatar.Group max={{ count: max }} size="small">
        {project.members.map((m) => (
          <MemberAvatar key={m.uid} member={m} size="small" />
        ))}
      </Avatar.Group>
    </div>
  );
}
