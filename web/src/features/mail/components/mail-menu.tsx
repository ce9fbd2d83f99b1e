import {
  DeleteOutlined,
  EditOutlined,
  FileTextOutlined,
  InboxOutlined,
  SendOutlined,
  StarOutlined,
} from '@ant-design/icons';
import { MAIL_FOLDERS, type MailFolder } from '@atrium/contracts';
import { Button } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { pathTo } from '../../../config/paths';
import { useListLabelsQuery, useMailCountsQuery } from '../api';
import { formatCount } from '../format';
import { labelName } from '../labels';
import { LabelManager } from './label-manager';

const FOLDER_ICONS: Record<MailFolder, ReactNode> = {
  inbox: <InboxOutlined />,
  sent: <SendOutlined />,
  draft: <FileTextOutlined />,
  starred: <StarOutlined />,
  deleted: <DeleteOutlined />,
};

type Props = {
  /** The list shown (a folder or a label), to mark its link as the current one. */
  folder: MailFolder | null;
  labelId: string | null;
  /** A link was followed (the mobile drawer closes). */
  onNavigate?: () => void;
};

/**
 * Compose, the five folders with their counts (unread mail; drafts by number) and the member's labels with their
 * colour, and the way to manage labels.
 */
export function MailMenu({ folder, labelId, onNavigate }: Props) {
  const { t, i18n } = useTranslation('mail');
  const { data: counts } = useMailCountsQuery();
  const { data: labels } = useListLabelsQuery();
  const [managing, setManaging] = useState(false);
  const navigate = useNavigate();

  const countOf = (f: MailFolder) => {
    const c = counts?.folders[f];
    if (!c) return 0;
    return f === 'draft' ? c.total : c.unread;
  };
  const count = (n: number, label: string) =>
    n > 0 ? (
      <span className="mail-menu-count">
        <span aria-hidden>{formatCount(n, i18n.language)}</span>
        <span className="visually-hidden">{label}</span>
      </span>
    ) : null;

  return (
    <div className="mail-menu">
      <Button
        type="primary"
        block
        icon={<EditOutlined aria-hidden />}
        onClick={() => {
          onNavigate?.();
          navigate(pathTo.mailCompose());
        }}
      >
        {t('compose.title')}
      </Button>
      <nav aria-label={t('menu.folders')}>
        <ul className="mail-menu-list">
          {MAIL_FOLDERS.map((f) => {
            const n = countOf(f);
            return (
              <li key={f}>
                <Link
                  to={pathTo.mailFolder(f)}
                  className={`mail-menu-item ${folder === f && !labelId ? 'mail-menu-item-active' : ''}`}
                  aria-current={folder === f && !labelId ? 'page' : undefined}
                  onClick={onNavigate}
                >
                  <span aria-hidden>{FOLDER_ICONS[f]}</span>
                  <span className="mail-menu-name">{t(`folders.${f}`)}</span>
                  {count(n, f === 'draft' ? t('menu.drafts', { count: n }) : t('menu.unread', { count: n }))}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <nav aria-label={t('labels.title')}>
        <div className="mail-menu-heading">
          <span>{t('labels.title')}</span>
          {/* A pencil, not a gear: the gear's icon module is the shell's, and sharing it cost the dashboard a file. */}
          <Button
            type="text"
            size="small"
            icon={<EditOutlined aria-hidden />}
            aria-label={t('labels.manage')}
            title={t('labels.manage')}
            onClick={() => setManaging(true)}
          />
        </div>
        <ul className="mail-menu-list">
          {(labels?.items ?? []).map((label) => {
            const n = counts?.labels.find((c) => c.labelId === label.id)?.unread ?? 0;
            const active = labelId === label.id;
            return (
              <li key={label.id}>
                <Link
                  to={pathTo.mailLabel(label.id)}
                  className={`mail-menu-item ${active ? 'mail-menu-item-active' : ''}`}
                  aria-current={active ? 'page' : undefined}
                  onClick={onNavigate}
                >
                  <span className="mail-dot" style={{ background: label.color }} aria-hidden />
                  <bdi className="mail-menu-name">{labelName(label, t)}</bdi>
                  {count(n, t('menu.unread', { count: n }))}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {managing && <LabelManager labels={labels?.items ?? []} onClose={() => setManaging(false)} />}
    </div>
  );
}
