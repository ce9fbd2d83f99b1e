import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { onBlankLayout } from '../features/theme/slice';
import { useAppDispatch } from '../lib/hooks';
import { useNoPrerenderedShell } from '../lib/prerendered';
import './auth-layout.css';

/** Signed-in pages without header or nav (auth and error page designs under /app). */
export default function BlankLayout() {
  const dispatch = useAppDispatch();
  useNoPrerenderedShell();
  useEffect(() => {
    dispatch(onBlankLayout(true));
    return () => {
      dispatch(onBlankLayout(false));
    };
  }, [dispatch]);
  return (
    <main className="auth-layout">
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </main>
  );
}
