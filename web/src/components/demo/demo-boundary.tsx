import { Alert, Button } from 'antd';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function DemoFailed({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation('demo');
  return (
    <Alert
      type="error"
      showIcon
      data-demo-error
      title={t('failed')}
      description={<bdi dir="ltr">{error.message}</bdi>}
      action={
        <Button size="small" onClick={onRetry}>
          {t('retry')}
        </Button>
      }
    />
  );
}

/** Keeps a demo that throws inside its own card: the error is shown there, with Retry; the page goes on. */
export class DemoBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render() {
    const { error } = this.state;
    if (error) return <DemoFailed error={error} onRetry={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}
