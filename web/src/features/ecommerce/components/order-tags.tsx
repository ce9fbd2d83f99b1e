import type { OrderStatus, PaymentStatus } from '@atrium/contracts';
import { useTranslation } from 'react-i18next';
import { StatusTag, type StatusTagColor } from '../../../components/status-tag';

const ORDER_COLORS: Record<OrderStatus, StatusTagColor> = { ready: 'blue', shipped: 'green' };
const PAYMENT_COLORS: Record<PaymentStatus, StatusTagColor> = {
  paid: 'green',
  pending: 'orange',
  expired: 'red',
};

/**
 * A tag whose text is preceded by a dot in the tag's colour (the colour is never the only cue). Plain markup
 * (StatusTag): antd's Tag wrote its style when the first row appeared, and a new stylesheet restyles the whole page.
 */
function DotTag({ color, children }: { color: StatusTagColor; children: string }) {
  return (
    <StatusTag color={color} className="status-tag-flush">
      <span
        aria-hidden
        style={{
          display: 'inline-block',
          width: 6,
          height: 6,
          borderRadius: '50%',
          backgroundColor: 'currentColor',
          marginInlineEnd: 6,
          verticalAlign: 'middle',
        }}
      />
      {children}
    </StatusTag>
  );
}

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('orders');
  return <DotTag color={ORDER_COLORS[status]}>{t(`orderStatus.${status}`)}</DotTag>;
}

export function PaymentStatusTag({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation('orders');
  return <DotTag color={PAYMENT_COLORS[status]}>{t(`paymentStatus.${status}`)}</DotTag>;
}
