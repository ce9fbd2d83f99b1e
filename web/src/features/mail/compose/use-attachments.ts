import {
  MAIL_ATTACHMENT_MAX_BYTES,
  MAIL_ATTACHMENTS_MAX,
  MAIL_MESSAGE_ATTACHMENTS_MAX_BYTES,
  type MailAttachment,
} from '@atrium/contracts';
import { useEffect, useRef, useState } from 'react';
import { apiErrorOf } from '../../../lib/api';
import { uploadMailAttachment } from '../api';
import { newMailId } from '../model';

/** A file of the message: uploading (with its progress), uploaded, or failed (with the reason's code). */
export type AttachmentItem = {
  key: string;
  name: string;
  size: number;
  status: 'uploading' | 'done' | 'error';
  /** 0 to 1 while uploading. */
  progress: number;
  /** The server's error code when the upload failed ('network' when there was no answer). */
  error?: string;
  attachment?: MailAttachment;
};

/** Why files were refused before any upload, for the form to say (each names the file, or the limit). */
export type Refusal =
  | { kind: 'tooLarge'; name: string; max: number }
  | { kind: 'totalTooLarge'; max: number }
  | { kind: 'tooMany'; max: number };

const fromAttachment = (a: MailAttachment): AttachmentItem => ({
  key: a.id,
  name: a.name,
  size: a.size,
  status: 'done',
  progress: 1,
  attachment: a,
});

/**
 * The message's attachments: files are checked against the contract's limits here (10 MB each, 25 MB and 20 files
 * per message) before a byte is sent, then uploaded one request each with progress. Removing a file stops its
 * upload. `onChange` is told of every change that alters what would be saved (an upload done, a file removed).
 */
export function useAttachments(initial: MailAttachment[], onChange: () => void) {
  const [items, setItems] = useState<AttachmentItem[]>(() => initial.map(fromAttachment));
  const [refusals, setRefusals] = useState<Refusal[]>([]);
  const files = useRef(new Map<string, File>());
  const aborts = useRef(new Map<string, AbortController>());
  const latest = useRef(items);
  latest.current = items;
  const changed = useRef(onChange);
  changed.current = onChange;

  useEffect(() => {
    const running = aborts.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  const patch = (key: string, changes: Partial<AttachmentItem>) =>
    setItems((list) => list.map((i) => (i.key === key ? { ...i, ...changes } : i)));

  const upload = (key: string, file: File) => {
    const controller = new AbortController();
    aborts.current.set(key, controller);
    patch(key, { status: 'uploading', progress: 0, error: undefined });
    uploadMailAttachment(file, (progress) => patch(key, { progress }), controller.signal)
      .then((attachment) => {
        files.current.delete(key);
        patch(key, { status: 'done', progress: 1, attachment });
        changed.current();
      })
      .catch((error) => {
        if (controller.signal.aborted) return;
        patch(key, { status: 'error', error: apiErrorOf(error).code });
      })
      .finally(() => aborts.current.delete(key));
  };

  const add = (picked: File[]) => {
    const refused: Refusal[] = [];
    let total = latest.current.reduce((sum, i) => sum + i.size, 0);
    let count = latest.current.length;
    const accepted: AttachmentItem[] = [];
    for (const file of picked) {
      if (file.size > MAIL_ATTACHMENT_MAX_BYTES) {
        refused.push({ kind: 'tooLarge', name: file.name, max: MAIL_ATTACHMENT_MAX_BYTES });
      } else if (count + 1 > MAIL_ATTACHMENTS_MAX) {
        if (!refused.some((r) => r.kind === 'tooMany'))
          refused.push({ kind: 'tooMany', max: MAIL_ATTACHMENTS_MAX });
      } else if (total + file.size > MAIL_MESSAGE_ATTACHMENTS_MAX_BYTES) {
        if (!refused.some((r) => r.kind === 'totalTooLarge'))
          refused.push({ kind: 'totalTooLarge', max: MAIL_MESSAGE_ATTACHMENTS_MAX_BYTES });
      } else {
        total += file.size;
        count += 1;
        const key = newMailId();
        files.current.set(key, file);
        accepted.push({ key, name: file.name, size: file.size, status: 'uploading', progress: 0 });
      }
    }
    setRefusals(refused);
    if (accepted.length) {
      setItems((list) => [...list, ...accepted]);
      for (const item of accepted) upload(item.key, files.current.get(item.key) as File);
    }
  };

  const remove = (key: string) => {
    aborts.current.get(key)?.abort();
    files.current.delete(key);
    const wasSaved = latest.current.find((i) => i.key === key)?.status === 'done';
    setItems((list) => list.filter((i) => i.key !== key));
    setRefusals([]);
    if (wasSaved) changed.current();
  };

  const retry = (key: string) => {
    const file = files.current.get(key);
    if (file) upload(key, file);
  };

  return {
    items,
    refusals,
    add,
    remove,
    retry,
    /** The uploaded ones' ids, in order: what a save or a send carries. */
    ids: items.flatMap((i) => (i.attachment ? [i.attachment.id] : [])),
    uploading: items.some((i) => i.status === 'uploading'),
    failed: items.some((i) => i.status === 'error'),
  };
}
