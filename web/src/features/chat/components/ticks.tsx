import { CheckOutlined, ClockCircleOutlined, ExclamationCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Ticks } from '../model';

/** How far one of my messages got: a clock while sending, one tick sent, two delivered, two coloured read. */
export function TickMark({ state }: { state: Ticks | 'sending' | 'failed' }) {
  const { t } = useTranslation('chat');
  const label = state === 'failed' ? t('message.notSent') : t(`message.${state}`);
  if (state === 'sending') return <ClockCircleOutlined role="img" aria-label={label} data-ticks={state} />;
  if (state === 'failed')
    return <ExclamationCircleOutlined role="img" aria-label={label} data-ticks={state} />;
  return (
    <span
      role="img"
      aria-label={label}
      data-ticks={state}
      className={`chat-ticks ${state === 'sent' ? '' : 'chat-ticks-double'} ${state === 'read' ? 'chat-ticks-read' : ''}`}
    >
      <CheckOutlined aria-hidden />
      {state !== 'sent' && <CheckOutlined aria-hidden />}
    </span>
  );
}
