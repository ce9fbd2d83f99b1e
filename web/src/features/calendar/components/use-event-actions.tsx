import type { CalendarEvent, Occurrence } from '@atrium/contracts';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFromApi } from '../../../lib/api';
import { useApiErrors } from '../../../lib/api-errors';
import {
  useCancelOccurrenceMutation,
  useCreateEventMutation,
  useDeleteEventMutation,
  useEditOccurrenceMutation,
  useReplaceEventMutation,
} from '../api';
import {
  browserTimeZone,
  type EventFormValues,
  eventInputOf,
  occurrenceInputOf,
  rruleOf,
  seriesTimes,
} from '../model/form-values';
import { occurrenceKey } from '../model/layout';
import type { SaveOutcome } from './event-form';
import { type Scope, useScopeChoice } from './use-scope-choice';

type Result = { data: unknown } | { error: unknown };

const sameAttendees = (a: EventFormValues, b: EventFormValues) =>
  a.attendees.map((p) => p.uid).join() === b.attendees.map((p) => p.uid).join();

/** A file name without the characters file systems refuse. */
const icsName = (title: string) => `${title.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'event'}.ics`;

/**
 * Creating, saving, deleting and downloading events, with the question a repeating event asks first ("This event /
 * All events") and the confirmation a single one asks before it goes. Render `dialog` where the hook is used.
 */
export function useEventActions() {
  const { t } = useTranslation('calendar');
  const { modal, message } = App.useApp();
  const apiErrors = useApiErrors();
  const scope = useScopeChoice();
  const [createEvent] = useCreateEventMutation();
  const [replaceEvent] = useReplaceEventMutation();
  const [editOccurrence] = useEditOccurrenceMutation();
  const [deleteEvent] = useDeleteEventMutation();
  const [cancelOccurrence] = useCancelOccurrenceMutation();
  const [deleting, setDeleting] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);

  const outcome = async (request: Promise<Result>, done: string): Promise<SaveOutcome> => {
    const result = await request;
    if ('error' in result) return { ok: false, error: result.error };
    message.success(done);
    return { ok: true };
  };

  const create = (values: EventFormValues) =>
    outcome(createEvent(eventInputOf(values, browserTimeZone())), t('created'));

  /**
   * Saves an event opened from one of its occurrences. A repeating one asks first; its rule, all day and attendees
   * belong to the whole series, so changing them leaves "All events" as the only choice. The whole series saved
   * from an occurrence moves by as much as that occurrence was moved.
   */
  const save = async (
    event: CalendarEvent,
    occurrence: Occurrence | null,
    initial: EventFormValues,
    values: EventFormValues,
  ): Promise<SaveOutcome> => {
    const id = event.id;
    if (!event.rrule || !occurrence?.originalStart) {
      return outcome(replaceEvent({ id, body: eventInputOf(values, event.timeZone) }), t('saved'));
    }
    const seriesOnly =
      values.allDay !== initial.allDay ||
      rruleOf(values.repeat) !== rruleOf(initial.repeat) ||
      !sameAttendees(values, initial);
    const choice = await scope.ask('save', !seriesOnly);
    if (!choice) return { ok: false };
    if (choice === 'one') {
      return outcome(
        editOccurrence({ id, body: occurrenceInputOf(values, occurrence.originalStart) }),
        t('saved'),
      );
    }
    const times = seriesTimes(event, initial, values);
    return outcome(replaceEvent({ id, body: eventInputOf(values, event.timeZone, times) }), t('saved'));
  };

  /** Deletes an occurrence or its series (asked), or a single event (confirmed); says whether it went. */
  const remove = async (o: Pick<Occurrence, 'eventId' | 'originalStart' | 'recurring' | 'title'>) => {
    let choice: Scope | null = 'all';
    if (o.recurring && o.originalStart) {
      choice = await scope.ask('delete');
    } else {
      const confirmed = await modal.confirm({
        title: t('delete.title', { title: o.title }),
        content: t('delete.text'),
        okText: t('delete.ok'),
        okButtonProps: { danger: true },
        cancelText: t('form.cancel'),
      });
      if (!confirmed) choice = null;
    }
    if (!choice) return false;
    setDeleting(occurrenceKey(o as Occurrence));
    try {
      if (choice === 'one' && o.originalStart) {
        await cancelOccurrence({ id: o.eventId, originalStart: o.originalStart }).unwrap();
      } else {
        await deleteEvent(o.eventId).unwrap();
      }
      message.success(t('delete.done'));
      return true;
    } catch (error) {
      message.error(apiErrors.message(error));
      return false;
    } finally {
      setDeleting(null);
    }
  };

  const download = async (event: Pick<CalendarEvent, 'id' | 'title'>) => {
    setDownloading(true);
    try {
      await downloadFromApi(`/calendar/events/${encodeURIComponent(event.id)}/ics`, icsName(event.title));
    } catch (error) {
      message.error(apiErrors.message(error));
    } finally {
      setDownloading(false);
    }
  };

  return { create, save, remove, download, deleting, downloading, dialog: scope.dialog };
}

export type EventActions = ReturnType<typeof useEventActions>;
