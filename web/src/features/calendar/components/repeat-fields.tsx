import { EVENT_REPEAT_COUNT_MAX } from '@atrium/contracts/calendar';
import { REPEAT_INTERVAL_MAX, type Weekday } from '@atrium/contracts/recurrence';
import { Checkbox, DatePicker, Form, type FormInstance, Input, InputNumber, Radio, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { EventFormValues, RepeatFreq } from '../model/form-values';
import { weekdayOf } from '../model/form-values';
import { startOfWeek } from '../model/range';

const FREQS: RepeatFreq[] = ['none', 'daily', 'weekly', 'monthly', 'yearly'];

/**
 * Repeat: never, or every n days, weeks (on chosen weekdays, in the language's week order), months or years, ending
 * never, on a date or after a number of times. A rule the form cannot show is offered as it is ("Custom rule").
 */
export function RepeatFields({ form }: { form: FormInstance<EventFormValues> }) {
  const { t } = useTranslation('calendar');
  const freq: RepeatFreq = Form.useWatch(['repeat', 'freq'], form) ?? 'none';
  const endKind = Form.useWatch(['repeat', 'endKind'], form) ?? 'never';
  const interval = Form.useWatch(['repeat', 'interval'], form) ?? 1;
  const custom = Form.useWatch(['repeat', 'custom'], form);
  const repeats = freq !== 'none' && freq !== 'custom';
  const firstDay = startOfWeek(dayjs());
  const weekdays = Array.from({ length: 7 }, (_, i) => firstDay.add(i, 'day')).map((day) => ({
    value: weekdayOf(day),
    label: day.format('ddd'),
  }));

  const onFreq = (next: RepeatFreq) => {
    // Weekly starts on the event's own weekday, as the rule would without one.
    const current: Weekday[] = form.getFieldValue(['repeat', 'weekdays']) ?? [];
    if (next === 'weekly' && !current.length) {
      form.setFieldValue(['repeat', 'weekdays'], [weekdayOf(form.getFieldValue('start') as Dayjs)]);
    }
  };

  return (
    <div className="cal-repeat">
      <Form.Item name={['repeat', 'freq']} label={t('form.repeat')}>
        <Select
          onChange={onFreq}
          options={[
            ...FREQS.map((f) => ({ value: f, label: t(`repeat.${f}`) })),
            ...(freq === 'custom' ? [{ value: 'custom', label: t('repeat.custom', { rule: custom }) }] : []),
          ]}
        />
      </Form.Item>
      <Form.Item name={['repeat', 'custom']} hidden>
        <Input />
      </Form.Item>
      {repeats && (
        <>
          <Form.Item label={t('repeat.every')} required className="cal-repeat-every">
            <Form.Item
              name={['repeat', 'interval']}
              noStyle
              rules={[{ required: true, type: 'integer', min: 1, max: REPEAT_INTERVAL_MAX }]}
            >
              <InputNumber
                min={1}
                max={REPEAT_INTERVAL_MAX}
                precision={0}
                aria-label={t('repeat.interval')}
              />
            </Form.Item>
            <span className="cal-repeat-unit">{t(`repeat.unit.${freq}`, { count: interval })}</span>
          </Form.Item>
          {freq === 'weekly' && (
            <Form.Item name={['repeat', 'weekdays']} label={t('repeat.on')}>
              <Checkbox.Group options={weekdays} className="cal-weekdays" />
            </Form.Item>
          )}
          <Form.Item name={['repeat', 'endKind']} label={t('repeat.ends')}>
            <Radio.Group
              className="cal-repeat-ends"
              options={[
                { value: 'never', label: t('repeat.never') },
                { value: 'until', label: t('repeat.until') },
                { value: 'count', label: t('repeat.count') },
              ]}
            />
          </Form.Item>
          {endKind === 'until' && (
            <Form.Item
              name={['repeat', 'until']}
              label={t('repeat.untilDate')}
              dependencies={['start']}
              rules={[
                { required: true, message: t('form.errors.untilRequired') },
                {
                  validator: (_rule, value: Dayjs | null) =>
                    value?.isBefore(form.getFieldValue('start') as Dayjs, 'day')
                      ? Promise.reject(new Error(t('form.errors.untilBeforeStart')))
                      : Promise.resolve(),
                },
              ]}
            >
              <DatePicker format="L" />
            </Form.Item>
          )}
          {endKind === 'count' && (
            <Form.Item
              name={['repeat', 'count']}
              label={t('repeat.countLabel')}
              rules={[{ required: true, type: 'integer', min: 1, max: EVENT_REPEAT_COUNT_MAX }]}
            >
              <InputNumber min={1} max={EVENT_REPEAT_COUNT_MAX} precision={0} />
            </Form.Item>
          )}
        </>
      )}
    </div>
  );
}
