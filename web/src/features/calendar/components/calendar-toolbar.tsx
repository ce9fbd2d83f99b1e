import { LeftOutlined, LinkOutlined, PlusOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Segmented, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { dayText } from '../model/format';
import { type CalendarView, rangeOf, VIEWS } from '../model/range';

type Props = {
  view: CalendarView;
  anchor: Dayjs;
  compact: boolean;
  onView: (view: CalendarView) => void;
  onStep: (direction: 1 | -1) => void;
  onToday: () => void;
  onNew: () => void;
  onSubscribe: () => void;
};

/** What the view shows, as its heading: "March 2026", "Mar 9 – Mar 15, 2026", "Thursday, March 12, 2026". */
function useTitle(view: CalendarView, anchor: Dayjs) {
  const { t } = useTranslation('calendar');
  if (view === 'month') return dayText(anchor, 'month', t);
  if (view === 'day') return dayText(anchor, 'longDay', t);
  const { start, end } = rangeOf(view, anchor);
  const last = end.subtract(1, 'day');
  return t('range', { from: dayText(start, 'shortDay', t), to: last.format('ll') });
}

/**
 * Back, Today and On (by the view's own step), the shown period as the view's heading, the view switch (Month,
 * Week, Day, Agenda), Subscribe and New event. The arrows point the reading way: mirrored right to left.
 */
export function CalendarToolbar({
  view,
  anchor,
  compact,
  onView,
  onStep,
  onToday,
  onNew,
  onSubscribe,
}: Props) {
  const { t } = useTranslation('calendar');
  const title = useTitle(view, anchor);
  return (
    <div className="cal-toolbar">
      <div className="cal-toolbar-period">
        <Space.Compact>
          <Button
            icon={<LeftOutlined aria-hidden className="cal-flip" />}
            aria-label={t(`toolbar.previous.${view}`)}
            onClick={() => onStep(-1)}
          />
          <Button onClick={onToday}>{t('toolbar.today')}</Button>
          <Button
            icon={<RightOutlined aria-hidden className="cal-flip" />}
            aria-label={t(`toolbar.next.${view}`)}
            onClick={() => onStep(1)}
          />
        </Space.Compact>
        <h2 className="cal-title" aria-live="polite">
          {title}
        </h2>
      </div>
      <div className="cal-toolbar-actions">
        <Segmented<CalendarView>
          aria-label={t('views.label')}
          value={view}
          onChange={onView}
          size={compact ? 'small' : 'middle'}
          options={VIEWS.map((v) => ({ value: v, label: t(`views.${v}`) }))}
        />
        <Button icon={<LinkOutlined aria-hidden />} onClick={onSubscribe}>
          {t('toolbar.subscribe')}
        </Button>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={onNew}>
          {t('toolbar.newEvent')}
        </Button>
      </div>
    </div>
  );
}
