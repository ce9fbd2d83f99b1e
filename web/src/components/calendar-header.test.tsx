import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Calendar } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render';
import { CalendarHeader } from './calendar-header';

describe('calendar header', () => {
  it('names its month and year selects, and moves the calendar to the month picked', async () => {
    const onPanelChange = vi.fn<(date: Dayjs, mode: string) => void>();
    renderWithProviders(
      <Calendar
        defaultValue={dayjs('2026-03-12')}
        onPanelChange={onPanelChange}
        headerRender={(props) => <CalendarHeader {...props} />}
      />,
    );
    const year = screen.getByRole('combobox', { name: 'Year' });
    const month = screen.getByRole('combobox', { name: 'Month' });
    expect(within(year.closest('.ant-select') as HTMLElement).getByText('2026')).toBeInTheDocument();
    expect(within(month.closest('.ant-select') as HTMLElement).getByText('March')).toBeInTheDocument();

    await userEvent.click(month);
    await userEvent.click(await screen.findByRole('option', { name: 'May' }));
    expect(onPanelChange).toHaveBeenLastCalledWith(expect.anything(), 'month');
    expect(onPanelChange.mock.lastCall?.[0].format('YYYY-MM-DD')).toBe('2026-05-12');
    expect(within(month.closest('.ant-select') as HTMLElement).getByText('May')).toBeInTheDocument();

    // The month/year switch of a full-size calendar hides the month select in the year view.
    await userEvent.click(screen.getByRole('radio', { name: 'Year' }).closest('label') as HTMLElement);
    expect(screen.queryByRole('combobox', { name: 'Month' })).toBeNull();
  });

  it('offers only the months inside validRange, and no view switch when compact', async () => {
    const range: [Dayjs, Dayjs] = [dayjs('2026-03-09'), dayjs('2026-04-19')];
    renderWithProviders(
      <Calendar
        fullscreen={false}
        defaultValue={dayjs('2026-03-12')}
        validRange={range}
        headerRender={(props) => <CalendarHeader {...props} fullscreen={false} validRange={range} />}
      />,
    );
    expect(screen.queryByRole('radiogroup')).toBeNull();
    await userEvent.click(screen.getByRole('combobox', { name: 'Month' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['March', 'April']);
  });
});
