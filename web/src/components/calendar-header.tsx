import { type CalendarProps, Flex, Radio, Select, theme } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';

type HeaderConfig = Parameters<NonNullable<CalendarProps<Dayjs>['headerRender']>>[0];

export type CalendarHeaderProps = HeaderConfig & {
  /** The Calendar's own `fullscreen`: a compact calendar gets small controls and no month/year switch. */
  fullscreen?: boolean;
  /** The Calendar's `validRange`, so that only the years and months inside it are offered. */
  validRange?: [Dayjs, Dayjs];
};

/** How many years before and after the shown one the year list offers when there is no `validRange`. */
const YEARS_AROUND = 10;

const numbers = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * A Calendar header whose controls have names (antd's own month and year selects have none): use it as
 * `headerRender={(props) => <CalendarHeader {...props} />}`. Month names come from dayjs, whose locale the app
 * keeps in step with the language; years are written the language's way ("2026年" in Japanese).
 */
export function CalendarHeader({
  value,
  type,
  onChange,
  onTypeChange,
  fullscreen = true,
  validRange,
}: CalendarHeaderProps) {
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  const size = fullscreen ? undefined : 'small';
  const [first, last] = validRange ?? [value.subtract(YEARS_AROUND, 'year'), value.add(YEARS_AROUND, 'year')];

  const yearText = new Intl.DateTimeFormat(i18n.language, { year: 'numeric' });
  const years = numbers(first.year(), last.year()).map((year) => ({
    value: year,
    label: yearText.format(new Date(year, 6, 1)),
  }));
  // In the first and last year of the range, only the months inside it.
  const months = numbers(
    value.year() === first.year() ? first.month() : 0,
    value.year() === last.year() ? last.month() : 11,
  ).map((month) => ({ value: month, label: dayjs().month(month).format('MMMM') }));

  const changeYear = (year: number) => {
    let next = value.year(year);
    if (next.isBefore(first, 'month')) next = next.month(first.month());
    if (next.isAfter(last, 'month')) next = next.month(last.month());
    onChange(next);
  };

  return (
    <Flex
      justify="end"
      gap="small"
      wrap
      style={{ paddingBlock: token.paddingSM, paddingInline: fullscreen ? 0 : token.paddingXS }}
    >
      <Select
        size={size}
        aria-label={t('calendar.year')}
        value={value.year()}
        options={years}
        onChange={changeYear}
        style={{ minWidth: 80 }}
      />
      {type === 'month' && (
        <Select
          size={size}
          aria-label={t('calendar.month')}
          value={value.month()}
          options={months}
          onChange={(month: number) => onChange(value.month(month))}
          popupMatchSelectWidth={false}
          style={{ minWidth: 80 }}
        />
      )}
      {fullscreen && (
        <Radio.Group
          aria-label={t('calendar.view')}
          optionType="button"
          value={type}
          onChange={(event) => onTypeChange(event.target.value)}
          options={[
            { value: 'month', label: t('calendar.month') },
            { value: 'year', label: t('calendar.year') },
          ]}
        />
      )}
    </Flex>
  );
}
