import { DownloadOutlined, PaperClipOutlined } from '@ant-design/icons';
import type { MailAttachment } from '@atrium/contracts';
import { useTranslation } from 'react-i18next';
import { formatSize } from '../format';

/** A message's files: images previewed, each with its name, size and a download link. */
export function AttachmentList({ attachments }: { attachments: MailAttachment[] }) {
  const { t, i18n } = useTranslation('mail');
  if (attachments.length === 0) return null;
  return (
    <ul className="mail-files" aria-label={t('attachments.count', { count: attachments.length })}>
      {attachments.map((a) => (
        <li key={a.id} className="mail-file">
          {a.image ? (
            <img className="mail-file-preview" src={a.url} alt={a.name} loading="lazy" />
          ) : (
            <span className="mail-file-icon" aria-hidden>
              <PaperClipOutlined />
            </span>
          )}
          <span className="mail-file-text">
            <bdi className="mail-file-name" title={a.name}>
              {a.name}
            </bdi>
            <bdi className="mail-muted">{formatSize(a.size, i18n.language)}</bdi>
          </span>
          <a
            className="mail-file-download"
            href={a.url}
            download={a.name}
            aria-label={t('attachments.download', { name: a.name })}
          >
            <DownloadOutlined aria-hidden />
          </a>
        </li>
      ))}
    </ul>
  );
}
