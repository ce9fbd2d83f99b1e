import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startRealtime, stopRealtime } from '../../lib/realtime';
import { renderWithProviders } from '../../testing/render';
import { ConnectionStatus, SHOW_AFTER_MS } from './connection-status';

afterEach(() => {
  stopRealtime();
  vi.useRealTimers();
});

describe('the header connection state', () => {
  it('says "Reconnecting…" only once the channel has been down for a few seconds', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderWithProviders(<ConnectionStatus />);
    // No server in this test: the channel stays down.
    act(() => startRealtime({ getToken: async () => null, onSessionEnded: () => {} }));
    expect(screen.getByTestId('connection-status')).toHaveTextContent('');
    await act(() => vi.advanceTimersByTimeAsync(SHOW_AFTER_MS));
    expect(screen.getByTestId('connection-status')).toHaveTextContent('Reconnecting…');
    act(() => stopRealtime());
    expect(screen.getByTestId('connection-status')).toHaveTextContent('');
  });
});
