import { FileOutlined, PaperClipOutlined } from '@ant-design/icons';
import { Image } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkifiedText } from '../linkified-text';
import { type DisplayMessage, formatBytes } from '../model';

/** What a bubble holds: the text, an image (opens a viewer), a file to download, or the deleted marker. */
export function MessageContent({ message }: { message: DisplayMessage }) {
  const { t, i18n } = useTranslation('chat');
  if (message.deletedAt) return <span className="chat-bubble-deleted">{t('message.deleted')}</span>;
  const { attachment, local } = message;
  // Isolated, with its own direction: an English sentence keeps its full stop at its end in an RTL layout.
  const caption = message.text ? (
    <span dir="auto" className="chat-text">
      <LinkifiedText text={message.text} />
    </span>
  ) : null;
  if (message.kind === 'text') return caption;
  if (!attachment) {
    // Still in the outbox, not uploaded yet: its name and size.
    return (
      <>
        <span className="chat-file">
          <PaperClipOutlined aria-hidden />
          <bdi>{local?.file?.name}</bdi>
          {local?.file && (
            <span dir="auto" className="chat-file-size">
              {formatBytes(local.file.size, i18n.language)}
            </span>
          )}
        </span>
        {caption && <div>{caption}</div>}
      </>
    );
  }
  if (message.kind === 'image') {
    return (
      <>
        <Image
          src={attachment.url}
          alt={attachment.name}
          className="chat-image"
          style={{ maxWidth: 240, maxHeight: 240 }}
        />
        {caption && <div>{caption}</div>}
      </>
    );
  }
  return (
    <>
      <a
        className="chat-file"
        href={attachment.url}
        download={attachment.name}
        aria-label={t('message.download', { name: attachment.name })}
      >
        <FileOutlined aria-hidden style={{ fontSize: 20 }} />
        <bdi>{attachment.name}</bdi>
        <span dir="auto" className="chat-file-size">
          {formatBytes(attachment.size, i18n.language)}
        </span>
      </a>
      {caption && <div>{caption}</div>}
    </>
  );
}
