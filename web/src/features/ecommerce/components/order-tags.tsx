import type { OrderStatus, PaymentStatus } from '@atrium/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const ORDER_COLORS: Record<OrderStatus, string> = { ready: 'blue', shipped: 'green' };
const PAYMENT_COLORS: Record<PaymentStatus, string> = { paid: 'green', pending: 'orange', expired: 'red' };

/** A tag whose text is preceded by a dot in the tag's colour (the colour is never the only cue). */
function DotTag({ color, children }: { color: string; children: string }) {
  return (
    <Tag color={color} style={{ marginInlineEnd: 0 }}>
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
    </Tag>
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
