import { CloseOutlined, PaperClipOutlined, SendOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { type KeyboardEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../lib/hooks';
import { CHAT_TEXT_MAX } from '../limits';

// The emoji button's Popover and picker host load with the first render of the composer, the picker itself
// (emoji-mart and its data) only when it is opened.
const EmojiButton = lazy(() => import('./emoji-button').then((m) => ({ default: m.EmojiButton })));

/** The count shows from here on, so the member sees the limit coming. */
const COUNT_FROM = CHAT_TEXT_MAX - 200;
/** "Typing…" reaches the others at most this often while the member types. */
export const TYPING_EVERY_MS = 2500;

type Props = {
  /** Sends a text message; the composer has already checked it. */
  onSend: (text: string) => void;
  onFiles: (files: File[]) => void;
  /** Tells the others the member is typing (throttled here). */
  onTyping: () => void;
  /** The message being edited (its text fills the composer; Enter saves it). */
  editing?: { id: string; text: string } | null;
  onSaveEdit?: (id: string, text: string) => void;
  onCancelEdit?: () => void;
};

/**
 * Writes a message: Enter sends, Shift+Enter starts a new line (not while an input method is composing), blank
 * text is not sent, text over CHAT_TEXT_MAX is refused with a message. Emoji, attach, and files pasted in.
 */
export function Composer({ onSend, onFiles, onTyping, editing, onSaveEdit, onCancelEdit }: Props) {
  const { t } = useTranslation('chat');
  const rtl = useAppSelector((s) => s.theme.direction) === 'rtl';
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<TextAreaRef>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const lastTyping = useRef(0);
  const editingId = editing?.id;

  // Editing starts with the message's text in the composer; leaving it empties the composer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when another message is picked for editing
  useEffect(() => {
    setText(editing?.text ?? '');
    setError(null);
    if (editing) input.current?.focus();
  }, [editingId]);

  const tooLong = text.length > CHAT_TEXT_MAX;

  const submit = () => {
    if (!text.trim()) return;
    if (tooLong) {
      setError(t('composer.tooLong', { max: CHAT_TEXT_MAX }));
      return;
    }
    if (editing) onSaveEdit?.(editing.id, text);
    else onSend(text);
    setText('');
    setError(null);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Escape' && editing) {
      onCancelEdit?.();
      return;
    }
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing || e.keyCode === 229) return;
    e.preventDefault();
    submit();
  };

  const insertEmoji = (emoji: string) => {
    const area = input.current?.resizableTextArea?.textArea;
    const start = area?.selectionStart ?? text.length;
    const end = area?.selectionEnd ?? text.length;
    setText(text.slice(0, start) + emoji + text.slice(end));
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(start + emoji.length, start + emoji.length);
    });
  };

  return (
    <div>
      {editing && (
        <div className="chat-editing">
          <span style={{ flex: 1 }}>{t('composer.editing')}</span>
          <Button
            type="text"
            size="small"
            icon={<CloseOutlined />}
            aria-label={t('composer.cancelEdit')}
            onClick={onCancelEdit}
          />
        </div>
      )}
      <div className="chat-composer">
        <Suspense fallback={<Button type="text" disabled aria-label={t('composer.emoji')} />}>
          <EmojiButton onSelect={insertEmoji} />
        </Suspense>
        {!editing && (
          <>
            <Button
              type="text"
              icon={<PaperClipOutlined />}
              aria-label={t('composer.attach')}
              onClick={() => fileInput.current?.click()}
            />
            <input
              ref={fileInput}
              type="file"
              multiple
              hidden
              data-testid="chat-file-input"
              onChange={(e) => {
                const files = Array.from(e.target.files ?? []);
                e.target.value = '';
                if (files.length) onFiles(files);
              }}
            />
          </>
        )}
        <div className="chat-composer-input">
          <Input.TextArea
            ref={input}
            // Each message in the direction of its own script (an English line in an RTL layout, or Arabic in LTR).
            dir="auto"
            value={text}
            autoSize={{ minRows: 1, maxRows: 6 }}
            aria-label={t('composer.label')}
            placeholder={t('composer.placeholder')}
            status={tooLong || error ? 'error' : undefined}
            aria-invalid={tooLong || undefined}
            aria-describedby={error ? 'chat-composer-error' : undefined}
            onChange={(e) => {
              setText(e.target.value);
              if (error) setError(null);
              const now = Date.now();
              if (e.target.value && now - lastTyping.current > TYPING_EVERY_MS) {
                lastTyping.current = now;
                onTyping();
              }
            }}
            onKeyDown={onKeyDown}
            onPaste={(e) => {
              const files = Array.from(e.clipboardData.files);
              if (files.length === 0 || editing) return;
              e.preventDefault();
              onFiles(files);
            }}
          />
          {(text.length >= COUNT_FROM || error) && (
            <div className={`chat-composer-count ${tooLong ? 'chat-composer-count-over' : ''}`}>
              {error && (
                <span id="chat-composer-error" role="alert" style={{ marginInlineEnd: 8 }}>
                  {error}
                </span>
              )}
              {text.length >= COUNT_FROM && t('composer.count', { count: text.length, max: CHAT_TEXT_MAX })}
            </div>
          )}
        </div>
        <Button
          type="primary"
          // The paper plane points the way the text runs.
          icon={<SendOutlined style={rtl ? { transform: 'scaleX(-1)' } : undefined} />}
          aria-label={editing ? t('composer.save') : t('composer.send')}
          onClick={submit}
          disabled={!text.trim()}
        />
      </div>
    </div>
  );
}
