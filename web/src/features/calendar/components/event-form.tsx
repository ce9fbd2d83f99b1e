import { EVENT_DESCRIPTION_MAX, EVENT_LOCATION_MAX, EVENT_TITLE_MAX } from '@atrium/contracts/calendar';
import { Alert, Button, Form, type FormInstance, Input } from 'antd';
import type { Dayjs } from 'dayjs';
import { type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorOf } from '../../../lib/api';
import { useApiErrors } from '../../../lib/api-errors';
import type { EventFormValues } from '../model/form-values';
import { AttendeeSelect } from './attendee-select';
import { ColorField } from './color-field';
import { RepeatFields } from './repeat-fields';
import { TimeFields } from './time-fields';

/** What a save came to: done, refused or failed (`error`, shown by the form), or given up (no error: a dismissed question). */
export type SaveOutcome = { ok: true } | { ok: false; error?: unknown };

type Props = {
  initial: EventFormValues;
  myUid?: string;
  onSubmit: (values: EventFormValues) => Promise<SaveOutcome>;
  onCancel: () => void;
  /** Beside the buttons, at the start (an existing event's Delete). */
  extra?: ReactNode;
};

type FieldData = Parameters<FormInstance<EventFormValues>['setFields']>[0][number];
type FieldName = NonNullable<FieldData['name']>;

/** The server's field names → the form's (the rule is the Repeat field's). */
const FIELDS: Record<string, FieldName> = {
  title: 'title',
  start: 'start',
  end: 'end',
  color: 'color',
  location: 'location',
  description: 'description',
  attendeeUids: 'attendees',
  rrule: ['repeat', 'freq'],
};

/**
 * Title, Start, End, All day, Label colour, Location, Description, Attendees and Repeat. The times are checked by
 * the contract's rule as they change; the server's refusals show at their fields. A failed connection keeps
 * everything typed and offers Retry; Save waits (and cannot be pressed again) while a save is on its way.
 */
export function EventForm({ initial, myUid, onSubmit, onCancel, extra }: Props) {
  const { t } = useTranslation('calendar');
  const apiErrors = useApiErrors();
  const [form] = Form.useForm<EventFormValues>();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<{ network: boolean; message: string } | null>(null);
  const previousStart = useRef<Dayjs>(initial.start);
  const colorLabel = useId();

  const submit = async () => {
    if (saving) return;
    setSaving(true);
    setFailure(null);
    const outcome = await onSubmit(form.getFieldsValue(true));
    setSaving(false);
    if (outcome.ok || outcome.error === undefined) return;
    const failed = apiErrorOf(outcome.error);
    if (failed.status === 'network') {
      setFailure({ network: true, message: t('form.errors.network') });
      return;
    }
    const fields = Object.entries(failed.fields).flatMap(([path, error]): FieldData[] => {
      const name = FIELDS[path.split('.')[0] ?? ''];
      if (!name) return [];
      const message =
        path.startsWith('attendeeUids') && error.code === 'invalid'
          ? t('form.errors.attendee')
          : apiErrors.field(error);
      return [{ name, errors: [message] }];
    });
    form.setFields(fields);
    if (!fields.length) setFailure({ network: false, message: apiErrors.message(outcome.error) });
  };

  const onValuesChange = (changed: Partial<EventFormValues>, values: EventFormValues) => {
    // A moved start moves the end with it: the event keeps its length.
    if (changed.start && values.end && previousStart.current) {
      const unit = values.allDay ? 'day' : 'minute';
      form.setFieldValue('end', values.end.add(changed.start.diff(previousStart.current, unit), unit));
    }
    if (changed.start) previousStart.current = changed.start;
    if (changed.start || changed.end || changed.allDay !== undefined)
      void form.validateFields(['start', 'end']);
  };

  return (
    <Form<EventFormValues>
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={submit}
      onValuesChange={onValuesChange}
      className="cal-form"
      scrollToFirstError
    >
      <Form.Item
        name="title"
        label={t('form.title')}
        rules={[
          { required: true, whitespace: true, message: t('form.errors.title') },
          { max: EVENT_TITLE_MAX, message: t('form.errors.titleTooLong', { max: EVENT_TITLE_MAX }) },
        ]}
      >
        <Input autoFocus count={{ show: true, max: EVENT_TITLE_MAX }} />
      </Form.Item>
      <TimeFields form={form} />
      <Form.Item name="color" label={<span id={colorLabel}>{t('form.color')}</span>}>
        <ColorField labelledBy={colorLabel} />
      </Form.Item>
      <Form.Item
        name="location"
        label={t('form.location')}
        rules={[
          { max: EVENT_LOCATION_MAX, message: t('form.errors.tooManyChars', { max: EVENT_LOCATION_MAX }) },
        ]}
      >
        <Input />
      </Form.Item>
      <Form.Item
        name="description"
        label={t('form.description')}
        rules={[
          {
            max: EVENT_DESCRIPTION_MAX,
            message: t('form.errors.tooManyChars', { max: EVENT_DESCRIPTION_MAX }),
          },
        ]}
      >
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
      <Form.Item name="attendees" label={t('form.attendees')}>
        <AttendeeSelect exclude={myUid} />
      </Form.Item>
      <RepeatFields form={form} />
      {failure && (
        <Alert
          type="error"
          showIcon
          role="alert"
          className="cal-form-alert"
          title={failure.message}
          action={
            failure.network && (
              <Button size="small" danger onClick={() => form.submit()}>
                {t('form.retry')}
              </Button>
            )
          }
        />
      )}
      <div className="cal-form-buttons">
        <div className="cal-form-extra">{extra}</div>
        <Button onClick={onCancel}>{t('form.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('form.save')}
        </Button>
      </div>
    </Form>
  );
}
