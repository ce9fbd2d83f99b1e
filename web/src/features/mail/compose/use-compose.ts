import type { MailAttachment, MailDraftSave, MailMessage, MailPerson } from '@atrium/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiErrorOf } from '../../../lib/api';
import { mailApi } from '../api';
import { useMailDispatch } from '../sync';
import { useAttachments } from './use-attachments';

/** A draft saves itself this long after the last change. */
export const AUTOSAVE_MS = 3000;

/** What the composer starts with: a new message, a reopened draft, or a reply or forward. */
export type ComposeInitial = {
  /** The message's id from the start: drafts are saved under it and the send uses it (a retry is the same mail). */
  id: string;
  /** Already a draft on the server (reopened): Discard deletes it. */
  saved: boolean;
  to: MailPerson[];
  cc: MailPerson[];
  bcc: MailPerson[];
  subject: string;
  html: string;
  attachments: MailAttachment[];
  inReplyTo: string | null;
};

type Fields = {
  to: MailPerson[];
  cc: MailPerson[];
  bcc: MailPerson[];
  subject: string;
  html: string;
  text: string;
};

export type SaveState = { status: 'idle' | 'saving' | 'saved' | 'failed'; at?: string };
export type SendState =
  | { status: 'idle' | 'sending' }
  | { status: 'sent'; message: MailMessage }
  | { status: 'failed'; error: unknown; network: boolean };

const textOf = (html: string) => html.replace(/<[^>]*>/g, '').trim();
/** No answer, the server's own trouble, or too many requests: worth the same send again. */
const isRetryable = (error: unknown) => {
  const { status } = apiErrorOf(error);
  return (
    status === 'network' || status === 408 || status === 429 || (typeof status === 'number' && status >= 500)
  );
};

/**
 * The composer's state and what it does with it: the draft saves itself AUTOSAVE_MS after the last change (and
 * when asked, e.g. on leaving), Send posts the message under its one id (so Retry after a lost answer never
 * delivers twice), Discard deletes the saved draft. Once sent or discarded nothing is saved again.
 */
export function useCompose(initial: ComposeInitial) {
  const dispatch = useMailDispatch();
  const [fields, setFields] = useState<Fields>(() => ({
    to: initial.to,
    cc: initial.cc,
    bcc: initial.bcc,
    subject: initial.subject,
    html: initial.html,
    text: textOf(initial.html),
  }));
  const [saveState, setSaveState] = useState<SaveState>({ status: 'idle' });
  const [sendState, setSendState] = useState<SendState>({ status: 'idle' });
  // Changes are counted: a save knows which version it stored, so a change typed during the save is saved later.
  const [version, setVersion] = useState(0);
  const savedVersion = useRef(0);
  const onServer = useRef(initial.saved);
  const closed = useRef(false);
  const sending = useRef(false);
  const saving = useRef<Promise<boolean> | null>(null);
  const touch = useCallback(() => setVersion((v) => v + 1), []);
  const attachments = useAttachments(initial.attachments, touch);

  const latest = useRef({ fields, ids: attachments.ids, version });
  latest.current = { fields, ids: attachments.ids, version };

  const set = <K extends keyof Fields>(key: K, value: Fields[K]) => {
    setFields((f) => ({ ...f, [key]: value }));
    touch();
  };
  const setBody = (html: string, text: string) => {
    setFields((f) => ({ ...f, html, text: text.trim() }));
    touch();
  };

  const payload = (): MailDraftSave => {
    const { fields: f, ids } = latest.current;
    return {
      to: f.to.map((p) => p.uid),
      cc: f.cc.map((p) => p.uid),
      bcc: f.bcc.map((p) => p.uid),
      subject: f.subject,
      html: f.html,
      attachmentIds: ids,
      inReplyTo: initial.inReplyTo,
    };
  };

  const hasContent = () => {
    const { fields: f, ids } = latest.current;
    return f.to.length + f.cc.length + f.bcc.length + ids.length > 0 || !!f.subject.trim() || !!f.text;
  };
  /** Changes the server does not have yet (an untouched new message has nothing to save). */
  const unsaved = () =>
    !closed.current && latest.current.version > savedVersion.current && (onServer.current || hasContent());

  /** Saves the draft now; true once the server has this version (or nothing needed saving). */
  const save = async (): Promise<boolean> => {
    if (saving.current) await saving.current;
    // A send carries everything: a save beside it would only race it.
    if (!unsaved() || sending.current) return true;
    const stored = latest.current.version;
    setSaveState({ status: 'saving' });
    const run = dispatch(mailApi.endpoints.saveDraft.initiate({ id: initial.id, draft: payload() }))
      .unwrap()
      .then((draft) => {
        savedVersion.current = Math.max(savedVersion.current, stored);
        onServer.current = true;
        setSaveState({ status: 'saved', at: draft.updatedAt });
        return true;
      })
      .catch((error) => {
        // 409: it was sent meanwhile (in another tab): nothing left to save.
        if (apiErrorOf(error).status === 409) return true;
        setSaveState({ status: 'failed' });
        return false;
      })
      .finally(() => {
        saving.current = null;
      });
    saving.current = run;
    return run;
  };

  // Saves itself a moment after the last change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new version restarts the wait
  useEffect(() => {
    if (!unsaved() || attachments.uploading) return;
    const timer = setTimeout(() => void save(), AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [version, attachments.uploading]);

  const send = async () => {
    if (sending.current || closed.current) return;
    sending.current = true;
    setSendState({ status: 'sending' });
    try {
      if (saving.current) await saving.current;
      const message = await dispatch(
        mailApi.endpoints.sendMail.initiate({ id: initial.id, ...payload() }),
      ).unwrap();
      closed.current = true;
      setSendState({ status: 'sent', message });
    } catch (error) {
      setSendState({ status: 'failed', error, network: isRetryable(error) });
    } finally {
      sending.current = false;
    }
  };

  const discard = async () => {
    closed.current = true;
    if (saving.current) await saving.current;
    if (onServer.current)
      await dispatch(mailApi.endpoints.discardDraft.initiate(initial.id))
        .unwrap()
        .catch(() => {});
  };

  return {
    id: initial.id,
    fields,
    set,
    setBody,
    attachments,
    saveState,
    sendState,
    save,
    send,
    discard,
    hasContent,
    unsaved,
    /** Leaves without saving or asking (after Send, or once Discard was confirmed). */
    close: () => {
      closed.current = true;
    },
  };
}

export type Compose = ReturnType<typeof useCompose>;
