import { DownloadOutlined } from '@ant-design/icons';
import type { PaymentStatus } from '@atrium/contracts';
import { App, Button } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PermissionGate } from '../../../components/permission-gate';
import { downloadFromApi } from '../../../lib/api';
import { useApiErrors } from '../../../lib/api-errors';

/** "Export All": every order matching the current search and payment filter, as a CSV file (orders.export). */
export function OrderExportButton({ q, paymentStatus }: { q: string; paymentStatus: PaymentStatus | null }) {
  const { t } = useTranslation('orders');
  const { message } = App.useApp();
  const apiErrors = useApiErrors();
  const [loading, setLoading] = useState(false);

  const exportAll = async () => {
    setLoading(true);
    try {
      const params = new URLSearchParams();
      if (q) params.set('q', q);
      if (paymentStatus) params.set('paymentStatus', paymentStatus);
      const query = params.toString();
      await downloadFromApi(
        `/orders/export.csv${query ? `?${query}` : ''}`,
        `orders-${dayjs().format('YYYY-MM-DD')}.csv`,
      );
      message.success(t('export.done'));
    } catch (e) {
      message.error(t('export.failed', { message: apiErrors.message(e) }));
    } finally {
      setLoading(false);
    }
  };

  return (
    <PermissionGate permission="orders.export">
      <Button icon={<DownloadOutlined />} loading={loading} onClick={() => void exportAll()}>
        {t('export.button')}
      </Button>
    </PermissionGate>
  );
}
