import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { authService } from '../auth';
import { createPageViewRecorder } from './page-views';

async function sendPageViews(views: unknown[]) {
  const token = await authService.getIdToken();
  if (!token) return;
  // keepalive: a batch sent as the tab closes still arrives.
  await fetch('/api/page-views', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ views }),
    keepalive: true,
  });
}

/** Records a page view on every screen change of the signed-in app (renders nothing). */
export function PageViewTracker() {
  const { pathname } = useLocation();
  const [recorder] = useState(() => createPageViewRecorder(sendPageViews));

  useEffect(() => {
    recorder.record(pathname);
  }, [recorder, pathname]);

  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') recorder.flush();
    };
    document.addEventListener('visibilitychange', onHide);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      recorder.flush();
    };
  }, [recorder]);

  return null;
}
