import { Calendar, Flex, Radio, Select, theme } from 'antd';
import dayjs from 'dayjs';

const YEARS = [2025, 2026, 2027].map((year) => ({ value: year, label: year }));

export default function CalendarCustomHeader() {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        width: '100%',
        maxWidth: 320,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
      }}
    >
      <Calendar
        fullscreen={false}
        defaultValue={dayjs('2026-03-12')}
        headerRender={({ value, type, onChange, onTypeChange }) => (
          <Flex gap="small" wrap style={{ padding: token.paddingXS }}>
            <Select
              size="small"
              aria-label="Month"
              value={value.month()}
              popupMatchSelectWidth={false}
              // Month names come from dayjs, in the language the app set.
              options={Array.from({ length: 12 }, (_, month) => ({
                value: month,
                label: value.month(month).format('MMMM'),
              }))}
              onChange={(month) => onChange(value.month(month))}
            />
            <Select
              size="small"
              aria-label="Year"
              value={value.year()}
              options={YEARS}
              onChange={(year) => onChange(value.year(year))}
            />
            <Radio.Group
              size="small"
              optionType="button"
              aria-label="View"
              value={type}
              onChange={(event) => onTypeChange(event.target.value)}
              options={[
                { value: 'month', label: 'Month' },
                { value: 'year', label: 'Year' },
              ]}
            />
          </Flex>
        )}
      />
    </div>
  );
}
