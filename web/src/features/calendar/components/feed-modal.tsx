import { CopyOutlined, EyeInvisibleOutlined, EyeOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Collapse, Input, Modal, Skeleton, Space } from 'antd';
import { type CSSProperties, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { useApiErrors } from '../../../lib/api-errors';
import { useGetFeedQuery, useRenewFeedMutation, useRevokeFeedMutation } from '../api';

const APPS = ['google', 'outlook', 'apple'] as const;
const STEPS = ['step1', 'step2', 'step3'] as const;

/** The address with its secret hidden: what shows until Show is pressed. */
const masked = (url: string) => url.replace(/\/ical\/[^/]+\.ics$/, '/ical/••••••••••••••••.ics');

/**
 * Subscribe: the member's private iCalendar address, hidden until shown, copied in one press, replaced (asked
 * first: the old address stops at once) or turned off, with the steps for Google Calendar, Outlook and Apple
 * Calendar.
 */
export function FeedModal({ onClose, colours }: { onClose: () => void; colours: CSSProperties }) {
  const { t } = useTranslation('calendar');
  const { modal, message } = App.useApp();
  const apiErrors = useApiErrors();
  const feed = useGetFeedQuery();
  const [renew, renewing] = useRenewFeedMutation();
  const [revoke, revoking] = useRevokeFeedMutation();
  const [revealed, setRevealed] = useState(false);
  const inputId = useId();
  const url = feed.data?.url ?? null;

  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      message.success(done);
    } catch (error) {
      message.error(apiErrors.message(error));
    }
  };

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      message.success(t('feed.copied'));
    } catch {
      message.error(t('feed.copyFailed'));
    }
  };

  const regenerate = () =>
    modal.confirm({
      title: t('feed.renewTitle'),
      content: t('feed.renewText'),
      okText: t('feed.renew'),
      okButtonProps: { danger: true },
      cancelText: t('form.cancel'),
      onOk: () => run(() => renew().unwrap(), t('feed.renewed')),
    });

  const turnOff = () =>
    modal.confirm({
      title: t('feed.offTitle'),
      content: t('feed.offText'),
      okText: t('feed.off'),
      okButtonProps: { danger: true },
      cancelText: t('form.cancel'),
      onOk: () => run(() => revoke().unwrap(), t('feed.offDone')),
    });

  return (
    <Modal
      open
      title={t('feed.title')}
      onCancel={onClose}
      footer={null}
      width={600}
      styles={{ root: colours }}
    >
      <p>{t('feed.intro')}</p>
      {feed.isError && !feed.data ? (
        <LoadError title={t('feed.loadFailed')} error={feed.error} onRetry={() => void feed.refetch()} />
      ) : !feed.data ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : url ? (
        <div className="cal-feed">
          <label htmlFor={inputId} className="cal-feed-label">
            {t('feed.address')}
          </label>
          <Space.Compact block>
            <Input id={inputId} readOnly value={revealed ? url : masked(url)} data-testid="cal-feed-url" />
            <Button
              icon={revealed ? <EyeInvisibleOutlined aria-hidden /> : <EyeOutlined aria-hidden />}
              onClick={() => setRevealed((r) => !r)}
            >
              {revealed ? t('feed.hide') : t('feed.show')}
            </Button>
            <Button icon={<CopyOutlined aria-hidden />} onClick={() => void copy()}>
              {t('feed.copy')}
            </Button>
          </Space.Compact>
          <div className="cal-feed-actions">
            <Button icon={<ReloadOutlined aria-hidden />} loading={renewing.isLoading} onClick={regenerate}>
              {t('feed.renew')}
            </Button>
            <Button type="link" danger loading={revoking.isLoading} onClick={turnOff}>
              {t('feed.off')}
            </Button>
          </div>
          <Alert type="warning" showIcon title={t('feed.private')} />
        </div>
      ) : (
        <div className="cal-feed">
          <p className="cal-muted">{t('feed.none')}</p>
          <Button
            type="primary"
            loading={renewing.isLoading}
            onClick={() => void run(() => renew().unwrap(), t('feed.created'))}
          >
            {t('feed.create')}
          </Button>
        </div>
      )}
      <h3 className="cal-feed-how">{t('feed.how')}</h3>
      <Collapse
        size="small"
        items={APPS.map((app) => ({
          key: app,
          label: t(`feed.${app}.name`),
          children: (
            <ol className="cal-feed-steps">
              {STEPS.map((step) => (
                <li key={step}>{t(`feed.${app}.${step}`)}</li>
              ))}
            </ol>
          ),
        }))}
      />
    </Modal>
  );
}
