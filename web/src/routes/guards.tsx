import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { AUTHENTICATED_ENTRY, REDIRECT_URL_KEY, UNAUTHENTICATED_ENTRY } from '../config/app-config';
import { useAppSelector } from '../lib/hooks';

/** Only a same-site path is followed, so `?redirect=https://evil.example` cannot bounce a user away. */
export function safeRedirect(target: string | null): string {
  return target?.startsWith('/') && !target.startsWith('//') ? target : AUTHENTICATED_ENTRY;
}

/** Public pages: a signed-in visitor goes to the `redirect` query value, else the home path. */
export function PublicOnly() {
  const token = useAppSelector((s) => s.auth.token);
  const [params] = useSearchParams();
  if (token) return <Navigate to={safeRedirect(params.get(REDIRECT_URL_KEY))} replace />;
  return <Outlet />;
}

/** Protected pages: without a token, off to the login page with the requested path to come back to. */
export function RequireAuth() {
  const token = useAppSelector((s) => s.auth.token);
  const location = useLocation();
  if (!token) {
    const back = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`${UNAUTHENTICATED_ENTRY}?${REDIRECT_URL_KEY}=${back}`} replace />;
  }
  return <Outlet />;
}
