import { DownloadOutlined } from '@ant-design/icons';
import type { PaymentStatus } from '@atrium/contracts';
import { App, Button } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../../lib/download';
import { authService } from '../../auth/auth-service';

/** The server's `{error}` text of a failed export, or the HTTP status. */
async function failureOf(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: string };
    if (body?.error) return body.error;
  } catch {
    // not JSON
  }
  return `${response.status} ${response.statusText}`.trim();
}

/** "Export All": every order matching the current search and payment filter, as a CSV file. */
export function OrderExportButton({ q, paymentStatus }: { q: string; paymentStatus: PaymentStatus | null }) {
  const { t } = useTranslation('orders');
  const { message } = App.useApp();
  const [loading, setLoading] = useState(false);

  const exportAll = async () => {
    setLoading(true);
    try {
      const params = new URLSearchParams();
      if (q) params.set('q', q);
      if (paymentStatus) params.set('paymentStatus', paymentStatus);
      const query = params.toString();
      const token = await authService.getIdToken();
      const headers: Record<string, string> = { accept: 'text/csv' };
      if (token) headers.Authorization = `Bearer ${token}`;
      let response: Response;
      try {
        response = await fetch(`/api/orders/export.csv${query ? `?${query}` : ''}`, { headers });
      } catch {
        throw new Error(t('errors.network'));
      }
      if (!response.ok) throw new Error(await failureOf(response));
      const blob = await response.blob();
      saveBlob(blob, `orders-${dayjs().format('YYYY-MM-DD')}.csv`);
      message.success(t('export.done'));
    } catch (e) {
      message.error(t('export.failed', { message: e instanceof Error ? e.message : String(e) }));
    } finally {
      setLoading(false);
    }
  };

  return (
    <Button icon={<DownloadOutlined />} loading={loading} onClick={() => void exportAll()}>
      {t('export.button')}
    </Button>
  );
}
