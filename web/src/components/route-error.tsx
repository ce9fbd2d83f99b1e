import Button from 'antd/es/button';
import { useEffect, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { type ChunkLoadError, classifyChunkFailure, isChunkFailure } from '../lib/chunk-error';
import { dropPrerendered } from '../lib/prerendered';
import './route-error.css';

/** The router's error boundary: a screen that threw while rendering. */
export function RouteError() {
  return <ScreenFailure error={useRouteError()} />;
}

/**
 * Shown in place of a screen whose code failed to load, or that threw while rendering. Deliberately plain
 * markup: it ships in the entry chunk (it must work when other chunks cannot load).
 */
export function ScreenFailure({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const [chunk, setChunk] = useState<ChunkLoadError | null>(null);
  const chunkFailure = isChunkFailure(error);
  // A failure is what the page shows: not a prerendered page that would hide it.
  useLayoutEffect(() => dropPrerendered(false), []);

  useEffect(() => {
    if (chunkFailure) void classifyChunkFailure(error).then(setChunk);
  }, [error, chunkFailure]);

  const message = error instanceof Error ? error.message : String(error);
  return (
    <section className="route-error" role="alert">
      <div className="route-error-icon" aria-hidden="true">
        !
      </div>
      <h2>{chunkFailure ? 'Loading chunk failed' : t('errors.screenFailed')}</h2>
      <p>{chunkFailure ? t('errors.chunkHelp') : message}</p>
      {chunk && (
        <p className="route-error-detail" data-testid="chunk-error-detail">
          {t(`errors.chunkCause.${chunk.reason}`)} · <code>{chunk.url}</code>
        </p>
      )}
      {/* A full reload gets fresh module records: browsers remember failed dynamic imports per document. */}
      <Button type="primary" onClick={() => window.location.reload()}>
        {t('errors.retry')}
      </Button>
    </section>
  );
}
