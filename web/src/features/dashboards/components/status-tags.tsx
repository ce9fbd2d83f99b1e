import type { PaymentStatus } from '@atrium/contracts';
import type { TransactionStatus } from '@atrium/contracts/dashboard-rules';
import { useTranslation } from 'react-i18next';
import { StatusTag, type StatusTagColor } from '../../../components/status-tag';

const TRANSACTION_COLORS: Record<TransactionStatus, StatusTagColor> = {
  approved: 'green',
  pending: 'orange',
  rejected: 'red',
};
const PAYMENT_COLORS: Record<PaymentStatus, StatusTagColor> = {
  paid: 'green',
  pending: 'orange',
  expired: 'red',
};

export function TransactionStatusTag({ status }: { status: TransactionStatus }) {
  const { t } = useTranslation('dashboards');
  return <StatusTag color={TRANSACTION_COLORS[status]}>{t(`transactions.status.${status}`)}</StatusTag>;
}

export function PaymentTag({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation('dashboards');
  return <StatusTag color={PAYMENT_COLORS[status]}>{t(`recentOrders.payment.${status}`)}</StatusTag>;
}
