import { SendOutlined } from '@ant-design/icons';
import { MAIL_SUBJECT_MAX, type MailMessage } from '@atrium/contracts';
import { Alert, App, Button, Input, Skeleton } from 'antd';
import { type DragEvent, lazy, Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../lib/hooks';
import { AttachmentField } from './attachment-field';
import { type ComposeErrors, useComposeErrors } from './compose-errors';
import { ComposeStatus } from './compose-status';
import { RecipientRows } from './recipient-rows';
import { type ComposeInitial, useCompose } from './use-compose';
import { useSaveOnLeave } from './use-save-on-leave';

// ProseMirror and TipTap load when a composer opens, never with the list, the shell or the sign-in page.
const RichTextEditor = lazy(() => import('../components/editor/rich-text-editor'));

type Props = {
  initial: ComposeInitial;
  /** A page of its own (a heading) or a reply under a message. */
  variant: 'page' | 'inline';
  /** The heading (page) or the form's name (inline): New message, Reply, Forward. */
  title: string;
  onSent: (message: MailMessage) => void;
  onDiscarded: () => void;
  /** A save reached the server (the page puts the draft's id in its address). */
  onSaved?: () => void;
  autoFocusBody?: boolean;
};

/**
 * To, Cc and Bcc (on demand), Subject, the rich-text body and attachments (picked or dropped), with Send, Save
 * draft and Discard. The draft saves itself; leaving saves it too. A send that fails for lack of a connection keeps
 * everything and offers Retry, which sends the same message (same id: never delivered twice).
 */
export function ComposeForm({ initial, variant, title, onSent, onDiscarded, onSaved, autoFocusBody }: Props) {
  const { t } = useTranslation('mail');
  const { modal, message } = App.useApp();
  const rtl = useAppSelector((s) => s.theme.direction) === 'rtl';
  const id = useId();
  const compose = useCompose(initial);
  const { fields, attachments, sendState } = compose;
  const checks = useComposeErrors();
  const [errors, setErrors] = useState<ComposeErrors>({});
  const [dragging, setDragging] = useState(false);
  useSaveOnLeave(compose.unsaved, compose.save);

  // biome-ignore lint/correctness/useExhaustiveDependencies: react to the outcome of a send only
  useEffect(() => {
    if (sendState.status === 'sent') onSent(sendState.message);
    else if (sendState.status === 'failed' && !sendState.network)
      setErrors(checks.fromServer(sendState.error, fields));
  }, [sendState]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: told once per save that reached the server
  useEffect(() => {
    if (compose.saveState.status === 'saved') onSaved?.();
  }, [compose.saveState]);

  const clear = (key: keyof ComposeErrors) =>
    errors[key] && setErrors((e) => ({ ...e, [key]: undefined, form: undefined }));

  const send = () => {
    if (sendState.status === 'sending' || attachments.uploading) return;
    const found = checks.beforeSend(fields, fields.html, attachments.failed);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    void compose.send();
  };

  const saveNow = async () => {
    if (await compose.save()) message.success(t('compose.draftSaved'));
    else message.error(t('compose.draftNotSaved'));
  };

  const discard = () => {
    const leave = async () => {
      await compose.discard();
      onDiscarded();
    };
    if (!compose.hasContent()) return void leave();
    modal.confirm({
      title: t('compose.discardTitle'),
      content: t('compose.discardText'),
      okText: t('compose.discard'),
      okButtonProps: { danger: true },
      cancelText: t('compose.keepEditing'),
      onOk: leave,
    });
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    const files = Array.from(e.dataTransfer.files);
    if (files.length) attachments.add(files);
  };
  const sending = sendState.status === 'sending';

  return (
    <form
      className={`mail-compose mail-compose-${variant}`}
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
      onDragOver={(e) => {
        if (!e.dataTransfer.types.includes('Files')) return;
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={onDrop}
    >
      {variant === 'page' ? (
        <h2 id={`${id}-title`} className="mail-compose-title">
          {title}
        </h2>
      ) : (
        <h3 id={`${id}-title`} className="mail-compose-title">
          {title}
        </h3>
      )}
      <RecipientRows
        idPrefix={id}
        fields={fields}
        errors={errors}
        onChange={(key, people) => {
          compose.set(key, people);
          clear(key);
        }}
      />
      <div className="mail-compose-row">
        <label htmlFor={`${id}-subject`}>{t('compose.subject')}</label>
        <Input
          id={`${id}-subject`}
          variant="borderless"
          dir="auto"
          value={fields.subject}
          maxLength={MAIL_SUBJECT_MAX}
          status={errors.subject ? 'error' : undefined}
          aria-invalid={errors.subject ? true : undefined}
          aria-describedby={errors.subject ? `${id}-subject-error` : undefined}
          onChange={(e) => {
            compose.set('subject', e.target.value);
            clear('subject');
          }}
        />
      </div>
      {errors.subject && (
        <div id={`${id}-subject-error`} role="alert" className="mail-field-error mail-row-error">
          {errors.subject}
        </div>
      )}
      <div className="mail-compose-body">
        <span id={`${id}-body-label`} className="visually-hidden">
          {t('compose.body')}
        </span>
        <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} title={false} />}>
          <RichTextEditor
            initialHtml={initial.html}
            labelledBy={`${id}-body-label`}
            describedBy={errors.body ? `${id}-body-error` : undefined}
            invalid={!!errors.body}
            autoFocus={autoFocusBody}
            onChange={(html, text) => {
              compose.setBody(html, text);
              clear('body');
            }}
          />
        </Suspense>
        {errors.body && (
          <div id={`${id}-body-error`} role="alert" className="mail-field-error">
            {errors.body}
          </div>
        )}
      </div>
      <AttachmentField
        attachments={attachments}
        serverError={errors.attachments}
        errorId={`${id}-attach-error`}
      />
      {sendState.status === 'failed' && sendState.network && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={t('compose.notSent')}
          description={t('compose.notSentHelp')}
          action={
            <Button onClick={() => void compose.send()} loading={sending}>
              {t('actions.retry')}
            </Button>
          }
        />
      )}
      {errors.form && <Alert type="error" showIcon role="alert" title={errors.form} />}
      <div className="mail-compose-actions">
        <Button
          type="primary"
          htmlType="submit"
          loading={sending}
          disabled={attachments.uploading}
          icon={<SendOutlined style={rtl ? { transform: 'scaleX(-1)' } : undefined} aria-hidden />}
        >
          {t('compose.send')}
        </Button>
        <Button onClick={saveNow} disabled={sending}>
          {t('compose.saveDraft')}
        </Button>
        <Button type="text" danger onClick={discard} disabled={sending}>
          {t('compose.discard')}
        </Button>
        <ComposeStatus save={compose.saveState} uploading={attachments.uploading} />
      </div>
      {dragging && (
        <div className="mail-drop" aria-hidden>
          {t('attachments.drop')}
        </div>
      )}
    </form>
  );
}
