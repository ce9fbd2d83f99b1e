import { DatePicker, Form, type FormInstance, Switch } from 'antd';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventFormValues } from '../model/form-values';
import { timeErrors } from '../model/validation';

/**
 * Start, End and All day: dates and times in the language's own pattern, dates only for an all-day event. Both
 * times are judged by the contract's rule whenever either changes (End shows why: "The end comes before the
 * start"). Its own component, so that switching All day redraws these three fields only.
 */
export function TimeFields({ form }: { form: FormInstance<EventFormValues> }) {
  const { t } = useTranslation('calendar');
  const allDay: boolean = Form.useWatch('allDay', form) ?? false;
  const format = t(allDay ? 'formats.date' : 'formats.dateTime');
  const showTime = !allDay && { minuteStep: 5 as const };
  // Enter confirms a date typed into the field; it does not send the whole form from there.
  const keepEnter = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key === 'Enter') e.preventDefault();
  };

  const timeRule = (field: 'start' | 'end') => ({
    validator: () => {
      const message = timeErrors(form.getFieldsValue(true), t)[field];
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  });

  return (
    <div className="cal-form-times">
      <Form.Item name="start" label={t('form.start')} rules={[{ required: true }, timeRule('start')]}>
        <DatePicker showTime={showTime} format={format} allowClear={false} onKeyDown={keepEnter} />
      </Form.Item>
      <Form.Item
        name="end"
        label={t('form.end')}
        dependencies={['start', 'allDay']}
        rules={[{ required: true }, timeRule('end')]}
      >
        <DatePicker showTime={showTime} format={format} allowClear={false} onKeyDown={keepEnter} />
      </Form.Item>
      <Form.Item name="allDay" label={t('form.allDay')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </div>
  );
}
