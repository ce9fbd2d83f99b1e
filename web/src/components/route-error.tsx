import { Button, Result, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { type ChunkLoadError, classifyChunkFailure, isChunkFailure } from '../lib/chunk-error';

/** Shown in place of a screen whose code failed to load, or that threw while rendering. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const [chunk, setChunk] = useState<ChunkLoadError | null>(null);
  const chunkFailure = isChunkFailure(error);

  useEffect(() => {
    if (chunkFailure) void classifyChunkFailure(error).then(setChunk);
  }, [error, chunkFailure]);

  // A full reload gets fresh module records: browsers remember failed dynamic imports per document.
  const retry = (
    <Button type="primary" onClick={() => window.location.reload()}>
      {t('errors.retry')}
    </Button>
  );

  if (chunkFailure) {
    return (
      <Result
        status="warning"
        title="Loading chunk failed"
        subTitle={
          <>
            <div>{t('errors.chunkHelp')}</div>
            {chunk && (
              <Typography.Text type="secondary" data-testid="chunk-error-detail">
                {t(`errors.chunkCause.${chunk.reason}`)} · <Typography.Text code>{chunk.url}</Typography.Text>
              </Typography.Text>
            )}
          </>
        }
        extra={retry}
      />
    );
  }
  const message = error instanceof Error ? error.message : String(error);
  return <Result status="error" title={t('errors.screenFailed')} subTitle={message} extra={retry} />;
}
