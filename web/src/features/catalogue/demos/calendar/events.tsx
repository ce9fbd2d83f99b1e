import { Calendar, type CalendarProps, Typography, theme } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { CalendarHeader } from '../../../../components/calendar-header';

type Kind = 'sale' | 'stock' | 'shipping' | 'finance';
type Event = { kind: Kind; text: string };

const EVENTS: Record<string, Event[]> = {
  '2026-03-03': [{ kind: 'stock', text: 'Restock' }],
  '2026-03-09': [
    { kind: 'sale', text: 'Spring sale' },
    { kind: 'stock', text: 'Stock count' },
  ],
  '2026-03-12': [{ kind: 'shipping', text: '#1042 ships' }],
  '2026-03-17': [{ kind: 'finance', text: 'Invoice due' }],
  '2026-03-24': [
    { kind: 'shipping', text: 'Pickup' },
    { kind: 'finance', text: 'Payroll' },
  ],
  '2026-03-31': [{ kind: 'finance', text: 'Quarter ends' }],
};

/** Revenue per month (0 = January), shown in the year view. */
const REVENUE: Record<number, string> = { 0: '$38,420', 1: '$41,905', 2: '$52,310' };

export default function CalendarEvents() {
  const { token } = theme.useToken();
  // Tinted chips with a coloured edge: readable text in both themes, even when the title is cut short.
  const colours: Record<Kind, [string, string]> = {
    sale: [token.colorSuccessBg, token.colorSuccess],
    stock: [token.colorWarningBg, token.colorWarning],
    shipping: [token.colorPrimaryBg, token.colorPrimary],
    finance: [token.colorErrorBg, token.colorError],
  };
  const cellRender: CalendarProps<Dayjs>['cellRender'] = (date, info) => {
    if (info.type === 'month') {
      const revenue = date.year() === 2026 ? REVENUE[date.month()] : undefined;
      return revenue && <Typography.Text type="secondary">{revenue}</Typography.Text>;
    }
    const events = EVENTS[date.format('YYYY-MM-DD')] ?? [];
    return events.map(({ kind, text }) => {
      const [background, edge] = colours[kind];
      return (
        <Typography.Text
          key={text}
          ellipsis={{ tooltip: text }}
          style={{
            display: 'block',
            marginBlockEnd: 2,
            paddingInlineStart: 4,
            borderInlineStart: `3px solid ${edge}`,
            background,
            fontSize: token.fontSizeSM,
          }}
        >
          {text}
        </Typography.Text>
      );
    });
  };
  return (
    <Calendar
      defaultValue={dayjs('2026-03-12')}
      cellRender={cellRender}
      // The app's header names its selects for screen readers; antd's default one does not.
      headerRender={(props) => <CalendarHeader {...props} />}
    />
  );
}
