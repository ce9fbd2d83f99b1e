import type { RealtimeClientMessage, RealtimeServerMessage } from '@atrium/contracts';
import { REALTIME_CLOSE, uuidSchema } from '@atrium/contracts';
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { SessionEndedError, type TokenVerifier } from '../auth/token-verifier.ts';
import type { MembersService } from '../modules/members/service.ts';
import type { RealtimeHub } from './hub.ts';

/** The first message must come within this time, or the socket is closed. */
const AUTH_WITHIN_MS = 10_000;
/** A client message is small (a token is about 1 KB). */
const MAX_MESSAGE_BYTES = 16 * 1024;
/** Messages a socket may send per window; more closes it (4429), without touching anyone else's traffic. */
const FLOOD = { max: 60, windowMs: 10_000 };
/** Typing signals are passed on at most this often per socket and conversation. */
const TYPING_EVERY_MS = 2_000;
/** How often each socket's member is checked again (blocked or deleted through another process). */
const RECHECK_MS = 30_000;
/** A socket that cannot keep up (its buffer holds more than this) is closed; it catches up when it reconnects. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
/** Pings keep proxies from closing an idle socket and find peers that vanished. */
const PING_EVERY_MS = 25_000;

const parse = (raw: unknown): RealtimeClientMessage | null => {
  try {
    const m = JSON.parse(String(raw)) as Partial<RealtimeClientMessage> & Record<string, unknown>;
    if (m.type === 'auth' && typeof m.token === 'string' && m.token.length < 8192) {
      const after = m.after;
      if (after === undefined || after === null || (Number.isSafeInteger(after) && (after as number) >= 0)) {
        return { type: 'auth', token: m.token, after: (after as number | null | undefined) ?? null };
      }
    }
    if (m.type === 'typing' && uuidSchema.safeParse(m.conversationId).success) {
      return { type: 'typing', conversationId: m.conversationId as string };
    }
  } catch {
    // Not JSON: refused below like any other malformed message.
  }
  return null;
};

/**
 * GET /api/realtime (WebSocket): one per browser tab. The token comes in the first message, never in the URL;
 * a refreshed token is sent again on the same socket. Events are those of the member's audience only.
 */
export async function realtimeRoutes(
  app: FastifyInstance,
  {
    realtime,
    verifier,
    members,
  }: { realtime: RealtimeHub; verifier: TokenVerifier; members: MembersService },
) {
  await app.register(websocket, { options: { maxPayload: MAX_MESSAGE_BYTES } });

  app.get(
    '/realtime',
    { websocket: true, config: { access: 'public' }, schema: { hide: true } },
    (socket, request) => {
      let uid: string | null = null;
      let detach: (() => void) | null = null;
      let expiresTimer: NodeJS.Timeout | undefined;
      let recheck: NodeJS.Timeout | undefined;
      const lastTyping = new Map<string, number>();
      let windowStart = Date.now();
      let inWindow = 0;

      const sendRaw = (message: string) => {
        if (socket.readyState !== socket.OPEN) return;
        if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
          socket.close(1013, 'too slow');
          return;
        }
        socket.send(message);
      };
      const send = (message: RealtimeServerMessage) => sendRaw(JSON.stringify(message));
      const close = (code: number, reason: string) => {
        if (socket.readyState === socket.OPEN || socket.readyState === socket.CONNECTING)
          socket.close(code, reason);
      };
      const authTimer = setTimeout(
        () => close(REALTIME_CLOSE.authTimeout, 'no auth message'),
        AUTH_WITHIN_MS,
      );
      const pinger = setInterval(() => socket.ping(), PING_EVERY_MS);

      /** Verifies a token (first or refreshed); closes the socket with the matching code when refused. */
      async function authenticate(token: string): Promise<string | null> {
        let user: Awaited<ReturnType<TokenVerifier['verify']>>;
        try {
          user = await verifier.verify(token);
        } catch (error) {
          if (error instanceof SessionEndedError) close(REALTIME_CLOSE.sessionEnded, 'session ended');
          else close(REALTIME_CLOSE.unauthenticated, 'token refused');
          return null;
        }
        const member = await members.authenticate(user).catch(() => 'revoked' as const);
        if (member === 'blocked' || member === 'revoked') {
          close(REALTIME_CLOSE.sessionEnded, member);
          return null;
        }
        if (uid && uid !== member.uid) {
          close(REALTIME_CLOSE.unauthenticated, 'another member');
          return null;
        }
        // Firebase ID tokens live an hour: the tab sends the refreshed one before; without it the socket ends.
        clearTimeout(expiresTimer);
        const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
          exp?: number;
        };
        const left = (payload.exp ?? 0) * 1000 - Date.now();
        expiresTimer = setTimeout(
          () => close(REALTIME_CLOSE.unauthenticated, 'token expired'),
          Math.max(left, 0),
        );
        return member.uid;
      }

      socket.on('message', async (raw) => {
        const now = Date.now();
        if (now - windowStart > FLOOD.windowMs) {
          windowStart = now;
          inWindow = 0;
        }
        if (++inWindow > FLOOD.max) return close(REALTIME_CLOSE.rateLimited, 'too many messages');
        const message = parse(raw);
        if (!message) return close(REALTIME_CLOSE.authTimeout, 'malformed message');

        if (message.type === 'auth') {
          const first = uid === null;
          const who = await authenticate(message.token);
          if (!who || !first) return;
          uid = who;
          clearTimeout(authTimer);
          // Attached before the catch-up is read: an event committed in between comes live (the tab drops
          // the copy it already has).
          detach = await realtime.attach({ uid: who, send, sendRaw, close });
          if (socket.readyState !== socket.OPEN) return detach();
          const lastEventId = await realtime.lastEventId();
          send({ type: 'ready', uid: who, lastEventId });
          if (message.after != null) {
            const missed = await realtime.catchUp(who, message.after);
            if (missed === 'reset') send({ type: 'reset', lastEventId });
            else for (const event of missed) send({ type: 'event', ...event });
          }
          recheck = setInterval(async () => {
            if (await members.isBlocked(who).catch(() => false))
              close(REALTIME_CLOSE.sessionEnded, 'blocked');
          }, RECHECK_MS);
          return;
        }
        if (!uid) return close(REALTIME_CLOSE.authTimeout, 'auth first');
        if (message.type === 'typing') {
          const last = lastTyping.get(message.conversationId) ?? 0;
          if (now - last < TYPING_EVERY_MS) return;
          lastTyping.set(message.conversationId, now);
          await realtime.typing(uid, message.conversationId).catch((error) => {
            request.log.warn({ err: error }, 'typing signal failed');
          });
        }
      });

      socket.on('close', () => {
        clearTimeout(authTimer);
        clearTimeout(expiresTimer);
        clearInterval(recheck);
        clearInterval(pinger);
        detach?.();
      });
    },
  );
}
