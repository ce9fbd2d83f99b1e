import { useEffect, useRef, useState } from 'react';
import { apiErrorOf } from '../../../lib/api';
import { projectApi, uploadCardAttachment } from '../api';
import { CARD_ATTACHMENT_MAX_BYTES, CARD_ATTACHMENTS_MAX, PROGRAM_NAMES } from '../limits';
import { useProjectDispatch } from '../sync';

/** A file on its way: its progress, or why it failed (the server's code, 'network' without an answer). */
export type Upload = {
  key: string;
  name: string;
  size: number;
  progress: number;
  error?: string;
  file: File;
};
/** A file refused before any upload, and why. */
export type Refusal = { name: string; reason: 'tooLarge' | 'program' | 'tooMany' };

let serial = 0;

/**
 * Attachments being added to a card: each file is checked against the contract's limits (10 MB, no programs, 30 per
 * card) before a byte is sent, then uploaded with progress; once stored, the card is read again.
 */
export function useCardUploads(cardId: string, attached: number) {
  const dispatch = useProjectDispatch();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [refusals, setRefusals] = useState<Refusal[]>([]);
  const aborts = useRef(new Map<string, AbortController>());

  useEffect(() => {
    const running = aborts.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  const patch = (key: string, changes: Partial<Upload>) =>
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...changes } : u)));

  const start = (upload: Upload) => {
    const controller = new AbortController();
    aborts.current.set(upload.key, controller);
    patch(upload.key, { progress: 0, error: undefined });
    uploadCardAttachment(
      cardId,
      upload.file,
      (progress) => patch(upload.key, { progress }),
      controller.signal,
    )
      .then(() => {
        setUploads((list) => list.filter((u) => u.key !== upload.key));
        dispatch(projectApi.util.invalidateTags([{ type: 'CardDetail', id: cardId }]));
      })
      .catch((error) => {
        if (!controller.signal.aborted) patch(upload.key, { error: apiErrorOf(error).code });
      })
      .finally(() => aborts.current.delete(upload.key));
  };

  const add = (files: File[]) => {
    const refused: Refusal[] = [];
    const accepted: Upload[] = [];
    let count = attached + uploads.length;
    for (const file of files) {
      if (PROGRAM_NAMES.test(file.name)) refused.push({ name: file.name, reason: 'program' });
      else if (file.size > CARD_ATTACHMENT_MAX_BYTES) refused.push({ name: file.name, reason: 'tooLarge' });
      else if (count >= CARD_ATTACHMENTS_MAX) refused.push({ name: file.name, reason: 'tooMany' });
      else {
        count += 1;
        serial += 1;
        accepted.push({ key: `upload-${serial}`, name: file.name, size: file.size, progress: 0, file });
      }
    }
    setRefusals(refused);
    setUploads((list) => [...list, ...accepted]);
    for (const upload of accepted) start(upload);
  };

  const cancel = (key: string) => {
    aborts.current.get(key)?.abort();
    setUploads((list) => list.filter((u) => u.key !== key));
  };

  return { uploads, refusals, add, retry: start, cancel };
}
