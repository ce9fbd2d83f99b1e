import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRealtimeStatus } from '../../lib/realtime';

/** The channel must be down this long before the header says so (a reconnect usually takes under a second). */
export const SHOW_AFTER_MS = 3_000;

/** "Reconnecting…" in the header while the live connection is down for more than a few seconds. */
export function ConnectionStatus() {
  const { t } = useTranslation();
  const status = useRealtimeStatus();
  const down = status === 'connecting' || status === 'reconnecting';
  const [show, setShow] = useState(false);

  useEffect(() => {
    if (!down) {
      setShow(false);
      return;
    }
    const timer = setTimeout(() => setShow(true), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [down]);

  return (
    // Always in the page, so screen readers hear the change (a live region added with its text is often missed).
    <span role="status" className="connection-status" data-testid="connection-status" data-state={status}>
      {show && (
        <span className="connection-status-down" title={t('header.reconnectingHint')}>
          <span className="connection-status-dot" aria-hidden />
          {t('header.reconnecting')}
        </span>
      )}
    </span>
  );
}
