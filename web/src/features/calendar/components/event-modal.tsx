import type { Occurrence } from '@atrium/contracts';
import { Modal, Skeleton } from 'antd';
import { type CSSProperties, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { useGetEventQuery } from '../api';
import { useCalendarColours } from '../colours';
import { type EventFormValues, editValues } from '../model/form-values';
import { EventDetails, EventTitle } from './event-details';
import { EventForm } from './event-form';
import type { EventActions } from './use-event-actions';

/** What the dialog holds: a new event's first values, or an occurrence clicked on the calendar. */
export type ModalTarget = { kind: 'new'; values: EventFormValues } | { kind: 'open'; occurrence: Occurrence };

type Props = { target: ModalTarget; myUid?: string; actions: EventActions; onClose: () => void };

const WIDTH = 640;

/** "New Event", or an event opened: its details first, then (its creator) Edit in the same dialog. */
export function EventModal({ target, myUid, actions, onClose }: Props) {
  const { t } = useTranslation('calendar');
  const colours = useCalendarColours();
  if (target.kind === 'new') {
    return (
      <Modal
        open
        title={t('form.newTitle')}
        onCancel={onClose}
        footer={null}
        width={WIDTH}
        styles={{ root: colours }}
      >
        <EventForm
          initial={target.values}
          myUid={myUid}
          onCancel={onClose}
          onSubmit={async (values) => {
            const outcome = await actions.create(values);
            if (outcome.ok) onClose();
            return outcome;
          }}
        />
      </Modal>
    );
  }
  return (
    <OpenEvent
      occurrence={target.occurrence}
      myUid={myUid}
      actions={actions}
      onClose={onClose}
      colours={colours}
    />
  );
}

function OpenEvent({
  occurrence,
  myUid,
  actions,
  onClose,
  colours,
}: Omit<Props, 'target'> & { occurrence: Occurrence; colours: CSSProperties }) {
  const { t } = useTranslation('calendar');
  const { data: event, error, isError, refetch } = useGetEventQuery(occurrence.eventId);
  // The values the edit started from, kept while editing (a refetch must not reset what is being typed).
  const [editing, setEditing] = useState<EventFormValues | null>(null);

  const title = editing ? (
    t('form.editTitle')
  ) : (
    <EventTitle title={occurrence.title} color={occurrence.color} />
  );

  const remove = async () => {
    if (await actions.remove(occurrence)) onClose();
  };

  return (
    <Modal open title={title} onCancel={onClose} footer={null} width={WIDTH} styles={{ root: colours }}>
      {isError && !event ? (
        <LoadError title={t('details.loadFailed')} error={error} onRetry={() => void refetch()} />
      ) : !event ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : editing ? (
        <EventForm
          initial={editing}
          myUid={myUid}
          onCancel={() => setEditing(null)}
          onSubmit={async (values) => {
            const outcome = await actions.save(event, occurrence, editing, values);
            if (outcome.ok) onClose();
            return outcome;
          }}
        />
      ) : (
        <EventDetails
          event={event}
          occurrence={occurrence}
          onEdit={() => setEditing(editValues(event, occurrence))}
          onDelete={() => void remove()}
          onDownload={() => void actions.download(event)}
          deleting={actions.deleting !== null}
          downloading={actions.downloading}
        />
      )}
    </Modal>
  );
}
