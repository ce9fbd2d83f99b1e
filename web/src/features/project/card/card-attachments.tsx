import {
  CloseOutlined,
  DeleteOutlined,
  PaperClipOutlined,
  PictureOutlined,
  ReloadOutlined,
} from '@ant-design/icons';
import type { CardAttachment, CardDetail } from '@atrium/contracts';
import { App, Button, Progress, Tag } from 'antd';
import { type DragEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrors } from '../../../lib/api-errors';
import { useDeleteCardAttachmentMutation, useUpdateBoardCardMutation } from '../api';
import { formatSize } from '../format';
import { CARD_ATTACHMENT_MAX_BYTES, CARD_ATTACHMENTS_MAX } from '../limits';
import { type Refusal, useCardUploads } from './use-card-uploads';

/**
 * The card's files: add by the picker or by dropping them here (with progress), images shown small and usable as
 * the card's cover, each file downloadable and removable.
 */
export function CardAttachments({ card }: { card: CardDetail }) {
  const { t, i18n } = useTranslation('project');
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const uploads = useCardUploads(card.id, card.attachmentList.length);
  const size = (bytes: number) => formatSize(bytes, i18n.language);
  const refusal = (r: Refusal) =>
    t(`drawer.files.${r.reason}`, {
      name: r.name,
      max: size(CARD_ATTACHMENT_MAX_BYTES),
      count: CARD_ATTACHMENTS_MAX,
    });
  const failure = (code: string) =>
    t(`drawer.files.failed.${['too_large', 'unsupported_type', 'network'].includes(code) ? code : 'other'}`, {
      max: size(CARD_ATTACHMENT_MAX_BYTES),
    });

  const drop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    const files = Array.from(e.dataTransfer.files ?? []);
    if (files.length) uploads.add(files);
  };

  return (
    <section
      className={`pj-section pj-files${over ? ' pj-over' : ''}`}
      aria-labelledby="pj-files-title"
      onDragOver={(e) => {
        if (e.dataTransfer.types.includes('Files')) {
          e.preventDefault();
          setOver(true);
        }
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      data-testid="card-files"
    >
      <h3 id="pj-files-title">
        <PaperClipOutlined aria-hidden /> {t('drawer.files.title')}
      </h3>
      <ul className="pj-file-list">
        {card.attachmentList.map((a) => (
          <AttachmentRow key={a.id} card={card} attachment={a} size={size(a.size)} />
        ))}
        {uploads.uploads.map((u) => (
          <li key={u.key} className="pj-file">
            <PaperClipOutlined aria-hidden />
            <bdi className="pj-file-name">{u.name}</bdi>
            {u.error ? (
              <>
                <span className="pj-field-error">{failure(u.error)}</span>
                <Button size="small" icon={<ReloadOutlined aria-hidden />} onClick={() => uploads.retry(u)}>
                  {t('drawer.files.retry')}
                </Button>
              </>
            ) : (
              <Progress
                className="pj-file-progress"
                percent={Math.round(u.progress * 100)}
                size="small"
                aria-label={t('drawer.files.uploading', { name: u.name })}
              />
            )}
            <Button
              size="small"
              type="text"
              icon={<CloseOutlined aria-hidden />}
              aria-label={t('drawer.files.cancel', { name: u.name })}
              onClick={() => uploads.cancel(u.key)}
            />
          </li>
        ))}
      </ul>
      <div className="pj-files-add">
        <Button icon={<PaperClipOutlined aria-hidden />} onClick={() => input.current?.click()}>
          {t('drawer.files.add')}
        </Button>
        <span className="pj-muted">{t('drawer.files.help', { max: size(CARD_ATTACHMENT_MAX_BYTES) })}</span>
      </div>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        data-testid="card-file-input"
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          e.target.value = '';
          if (files.length) uploads.add(files);
        }}
      />
      {uploads.refusals.length > 0 && (
        <div className="pj-field-error" role="alert">
          {uploads.refusals.map((r) => (
            <div key={r.name}>{refusal(r)}</div>
          ))}
        </div>
      )}
    </section>
  );
}

function AttachmentRow({
  card,
  attachment: a,
  size,
}: {
  card: CardDetail;
  attachment: CardAttachment;
  size: string;
}) {
  const { t } = useTranslation('project');
  const { message } = App.useApp();
  const errors = useApiErrors();
  const [update, updating] = useUpdateBoardCardMutation();
  const [remove, removing] = useDeleteCardAttachmentMutation();
  const isCover = card.coverAttachmentId === a.id;
  const run = (request: Promise<unknown>) => request.catch((e) => message.error(errors.message(e)));
  return (
    <li className="pj-file" data-testid="card-file">
      {a.image ? (
        <img className="pj-file-thumb" src={a.url} alt={a.name} loading="lazy" />
      ) : (
        <PaperClipOutlined aria-hidden />
      )}
      <a className="pj-file-name" href={a.url} download={a.name} target="_blank" rel="noopener noreferrer">
        <bdi>{a.name}</bdi>
      </a>
      <span className="pj-muted">{size}</span>
      {isCover && <Tag color="blue">{t('drawer.files.isCover')}</Tag>}
      {a.image && (
        <Button
          size="small"
          icon={<PictureOutlined aria-hidden />}
          loading={updating.isLoading}
          aria-label={t(isCover ? 'drawer.files.removeCoverOf' : 'drawer.files.makeCoverOf', {
            name: a.name,
          })}
          onClick={() =>
            void run(update({ id: card.id, changes: { coverAttachmentId: isCover ? null : a.id } }).unwrap())
          }
        >
          {isCover ? t('drawer.files.removeCover') : t('drawer.files.makeCover')}
        </Button>
      )}
      <Button
        size="small"
        type="text"
        danger
        loading={removing.isLoading}
        icon={<DeleteOutlined aria-hidden />}
        aria-label={t('drawer.files.remove', { name: a.name })}
        onClick={() => void run(remove({ cardId: card.id, id: a.id }).unwrap())}
      />
    </li>
  );
}
