import type { ChatAttachmentUpload, ChatMessage, MessageSend } from '@atrium/contracts';

/**
 * The chat outbox: messages the member sent that the server has not confirmed yet. Every message gets its id
 * (a UUID) here, before the first attempt, and keeps it through every retry: the server treats a second POST
 * with a known id as the same message (200 instead of 201), so a retry after a lost answer never doubles it.
 *
 * Entries are written to storage (one key per member) until the server answers 2xx, so a text message typed
 * just before a reload or a lost connection is shown again and sent when the page comes back. A file that was
 * not uploaded yet cannot be kept (a File does not survive a reload): such an entry comes back marked 'lost'
 * and can only be discarded. Once its upload succeeded, an attachment message survives a reload like text.
 *
 * Plain logic with no React or store: the screen binds it to the API through `OutboxTransport`.
 */

export type OutboxEntry = {
  id: string;
  conversationId: string;
  senderUid: string;
  kind: 'text' | 'image' | 'file';
  /** The text, or an attachment's caption ('' when none). */
  text: string;
  createdAt: string;
  status: 'sending' | 'failed';
  /**
   * Why the last attempt failed: 'network' (retried by itself when the connection returns), 'lost' (a file
   * not uploaded before a reload), or the server's refusal code (retried only when the member asks).
   */
  error?: string;
  /** The file to upload: what the pending bubble shows. */
  file?: { name: string; type: string; size: number };
  /** Set once the upload succeeded: a retry then only sends the message. */
  attachment?: ChatAttachmentUpload;
};

export type OutboxTransport = {
  upload: (file: File) => Promise<ChatAttachmentUpload>;
  send: (conversationId: string, body: MessageSend) => Promise<ChatMessage>;
  /** Whether a failure is the connection's (no answer, 5xx, 429) rather than the server refusing the message. */
  retryable: (error: unknown) => boolean;
  /** The server's error code for a refusal (shown translated under the bubble). */
  errorCode: (error: unknown) => string;
  /** The server accepted the message: show it as the server has it (before the entry disappears). */
  onSent: (message: ChatMessage) => void;
};

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const outboxKey = (uid: string) => `atrium.chat.outbox.${uid}`;

const isEntry = (value: unknown): value is OutboxEntry => {
  const e = value as Partial<OutboxEntry> | null;
  return (
    !!e &&
    typeof e.id === 'string' &&
    typeof e.conversationId === 'string' &&
    typeof e.senderUid === 'string' &&
    (e.kind === 'text' || e.kind === 'image' || e.kind === 'file') &&
    typeof e.text === 'string' &&
    typeof e.createdAt === 'string'
  );
};

export class Outbox {
  private entries: OutboxEntry[] = [];
  /** Files waiting for their upload; memory only. */
  private readonly files = new Map<string, File>();
  private readonly listeners = new Set<() => void>();
  private readonly queue: string[] = [];
  private running = false;
  private transport: OutboxTransport | null = null;

  constructor(
    private readonly storage: Storage | undefined,
    private readonly key: string,
  ) {
    this.entries = this.load();
  }

  /** Connects the outbox to the API (again after a remount: the latest transport is used). */
  setTransport(transport: OutboxTransport | null) {
    this.transport = transport;
    if (transport) void this.flush();
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  /** The entries, oldest first; a new array after every change (for useSyncExternalStore). */
  getSnapshot = () => this.entries;

  /** Queues a new message and starts sending it. */
  add(entry: Omit<OutboxEntry, 'status' | 'error' | 'attachment'>, file?: File) {
    if (file) this.files.set(entry.id, file);
    this.update([...this.entries, { ...entry, status: 'sending' }]);
    this.enqueue(entry.id);
  }

  /** Sends a failed entry again, with the same id. */
  retry(id: string) {
    const entry = this.find(id);
    if (entry?.status !== 'failed' || entry.error === 'lost') return;
    this.patch(id, { status: 'sending', error: undefined });
    this.enqueue(id);
  }

  /** Retries what failed for lack of a connection (the browser is online again, the channel reopened). */
  retryAll() {
    for (const entry of this.entries)
      if (entry.status === 'failed' && entry.error === 'network') this.retry(entry.id);
  }

  /** Gives up an unsent message. */
  discard(id: string) {
    this.files.delete(id);
    this.update(this.entries.filter((e) => e.id !== id));
  }

  private find(id: string) {
    return this.entries.find((e) => e.id === id);
  }

  private enqueue(id: string) {
    if (!this.queue.includes(id)) this.queue.push(id);
    void this.flush();
  }

  /** One message at a time, in the order they were written, so the server numbers them in that order. */
  private async flush() {
    if (this.running || !this.transport) return;
    this.running = true;
    try {
      while (this.queue.length > 0 && this.transport) {
        const id = this.queue.shift() as string;
        const entry = this.find(id);
        if (entry?.status !== 'sending') continue;
        const stop = await this.attempt(entry, this.transport);
        if (stop) {
          // The connection is down: what waits behind would fail the same way; it goes when it is back.
          for (const waiting of this.queue.splice(0))
            this.patch(waiting, { status: 'failed', error: 'network' });
        }
      }
    } finally {
      this.running = false;
    }
  }

  /** Sends one entry; true when the connection failed (stop the queue). */
  private async attempt(entry: OutboxEntry, transport: OutboxTransport): Promise<boolean> {
    try {
      let attachment = entry.attachment;
      if (entry.kind !== 'text' && !attachment) {
        const file = this.files.get(entry.id);
        if (!file) {
          this.patch(entry.id, { status: 'failed', error: 'lost' });
          return false;
        }
        attachment = await transport.upload(file);
        this.files.delete(entry.id);
        this.patch(entry.id, { attachment });
      }
      const body: MessageSend =
        entry.kind === 'text'
          ? { id: entry.id, kind: 'text', text: entry.text }
          : {
              id: entry.id,
              kind: entry.kind,
              attachmentId: (attachment as ChatAttachmentUpload).id,
              ...(entry.text.trim() ? { text: entry.text } : {}),
            };
      const message = await transport.send(entry.conversationId, body);
      transport.onSent(message);
      this.files.delete(entry.id);
      this.update(this.entries.filter((e) => e.id !== entry.id));
      return false;
    } catch (error) {
      if (transport.retryable(error)) {
        this.patch(entry.id, { status: 'failed', error: 'network' });
        return true;
      }
      this.patch(entry.id, { status: 'failed', error: transport.errorCode(error) });
      return false;
    }
  }

  private patch(id: string, changes: Partial<OutboxEntry>) {
    this.update(this.entries.map((e) => (e.id === id ? { ...e, ...changes } : e)));
  }

  private update(entries: OutboxEntry[]) {
    this.entries = entries;
    this.save();
    for (const listener of this.listeners) listener();
  }

  private save() {
    try {
      if (this.entries.length === 0) this.storage?.removeItem(this.key);
      else this.storage?.setItem(this.key, JSON.stringify(this.entries));
    } catch {
      // Storage full or disabled: the outbox still works for this page's life.
    }
  }

  /**
   * What a previous page left unsent. Nothing is in flight after a reload: entries come back failed, to be
   * sent by `retryAll` (text, uploaded attachments) or discarded (files never uploaded: 'lost').
   */
  private load(): OutboxEntry[] {
    let saved: unknown;
    try {
      saved = JSON.parse(this.storage?.getItem(this.key) ?? '[]');
    } catch {
      return [];
    }
    if (!Array.isArray(saved)) return [];
    return saved.filter(isEntry).map((e) => {
      const lost = e.kind !== 'text' && !e.attachment;
      const error = lost
        ? 'lost'
        : e.status === 'failed' && e.error && e.error !== 'network'
          ? e.error
          : 'network';
      return { ...e, status: 'failed' as const, error };
    });
  }
}

const outboxes = new Map<string, Outbox>();

/** The member's outbox, one per page and member (created from storage on first use). */
export function outboxFor(uid: string, storage: Storage | undefined = globalThis.localStorage): Outbox {
  let outbox = outboxes.get(uid);
  if (!outbox) {
    outbox = new Outbox(storage, outboxKey(uid));
    outboxes.set(uid, outbox);
  }
  return outbox;
}

/** Tests: forget the outboxes created so far (the next use reads storage again). */
export const resetOutboxes = () => outboxes.clear();
