import type { MailListItem, RealtimeEvent } from '@atrium/contracts';
import { type GetState, type MailDispatch, mailApi } from './api';

// How the mail's realtime events reach the RTK Query cache. New mail is put at the top of the Inbox's first page
// at once (the event carries the row); any other change makes what it touches be read again.

/** A new message for me: on top of the Inbox's first page (unfiltered), counted, once however often it comes. */
export function storeNewMail(dispatch: MailDispatch, getState: GetState, message: MailListItem) {
  for (const args of mailApi.util.selectCachedArgsForQuery(getState() as never, 'listMail')) {
    if (args.folder !== 'inbox' || args.labelId || args.q || args.cursor) continue;
    dispatch(
      mailApi.util.updateQueryData('listMail', args, (page) => {
        if (page.items.some((m) => m.id === message.id)) return;
        page.items.unshift(message);
        page.total += 1;
      }),
    );
  }
  dispatch(mailApi.util.invalidateTags(['MailCounts']));
}

export function applyMailEvent(dispatch: MailDispatch, getState: GetState, event: RealtimeEvent) {
  if (event.kind === 'mail.message') {
    storeNewMail(dispatch, getState, event.data.message);
  } else if (event.kind === 'mail.changed') {
    const { messageIds, labels } = event.data;
    dispatch(
      mailApi.util.invalidateTags([
        'MailList',
        'MailCounts',
        ...messageIds.map((id) => ({ type: 'MailThread' as const, id })),
        ...(labels ? (['MailLabels'] as const) : []),
      ]),
    );
  }
}

/** The channel missed events: everything of the mail is read again. */
export const reloadMail = (dispatch: MailDispatch) =>
  dispatch(mailApi.util.invalidateTags(['MailList', 'MailCounts', 'MailThread', 'MailLabels']));
