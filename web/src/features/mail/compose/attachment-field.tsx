import { CloseOutlined, PaperClipOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Progress } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatSize } from '../format';
import type { Refusal, useAttachments } from './use-attachments';

type Props = {
  attachments: ReturnType<typeof useAttachments>;
  /** The server's message for the attachments (e.g. all together too large). */
  serverError?: string;
  errorId: string;
};

/**
 * Attach (a file picker; files can also be dropped anywhere on the composer), then each file with its size, its
 * upload progress, and Remove (or Retry when its upload failed). Files over the limits are refused here, named.
 */
export function AttachmentField({ attachments, serverError, errorId }: Props) {
  const { t, i18n } = useTranslation('mail');
  const input = useRef<HTMLInputElement>(null);
  const size = (bytes: number) => formatSize(bytes, i18n.language);
  const refusal = (r: Refusal) =>
    r.kind === 'tooLarge'
      ? t('attachments.tooLarge', { name: r.name, max: size(r.max) })
      : r.kind === 'totalTooLarge'
        ? t('attachments.totalTooLarge', { max: size(r.max) })
        : t('attachments.tooMany', { max: r.max });
  const errors = [...attachments.refusals.map(refusal), ...(serverError ? [serverError] : [])];

  return (
    <div className="mail-attach">
      <Button icon={<PaperClipOutlined aria-hidden />} onClick={() => input.current?.click()}>
        {t('attachments.add')}
      </Button>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        data-testid="mail-file-input"
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          e.target.value = '';
          if (files.length) attachments.add(files);
        }}
      />
      {attachments.items.length > 0 && (
        <ul className="mail-attach-list" aria-label={t('attachments.title')}>
          {attachments.items.map((item) => (
            <li key={item.key} className={`mail-attach-item mail-attach-${item.status}`}>
              <PaperClipOutlined aria-hidden />
              <bdi className="mail-attach-name">{item.name}</bdi>
              <bdi className="mail-muted">{size(item.size)}</bdi>
              {item.status === 'uploading' && (
                <Progress
                  className="mail-attach-progress"
                  percent={Math.round(item.progress * 100)}
                  size="small"
                  aria-label={t('attachments.uploading', { name: item.name })}
                />
              )}
              {item.status === 'error' && (
                <>
                  <span className="mail-field-error">
                    {item.error === 'network' ? t('attachments.failedNetwork') : t('attachments.failed')}
                  </span>
                  <Button
                    size="small"
                    type="text"
                    icon={<ReloadOutlined aria-hidden />}
                    aria-label={t('attachments.retry', { name: item.name })}
                    onClick={() => attachments.retry(item.key)}
                  />
                </>
              )}
              <Button
                size="small"
                type="text"
                icon={<CloseOutlined aria-hidden />}
                aria-label={t('attachments.remove', { name: item.name })}
                onClick={() => attachments.remove(item.key)}
              />
            </li>
          ))}
        </ul>
      )}
      {errors.length > 0 && (
        <div id={errorId} role="alert" className="mail-field-error">
          {errors.map((e) => (
            <div key={e}>{e}</div>
          ))}
        </div>
      )}
    </div>
  );
}
