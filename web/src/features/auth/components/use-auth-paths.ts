import { useLocation } from 'react-router';
import { APP_PREFIX_PATH, AUTH_PREFIX_PATH } from '../../../config/app-config';

/** Auth screens live under /auth and, in blank layout, under /app: links stay within the current one. */
export function useAuthPaths() {
  const { pathname } = useLocation();
  const prefix = pathname.startsWith(`${APP_PREFIX_PATH}/`) ? APP_PREFIX_PATH : AUTH_PREFIX_PATH;
  return {
    login1: `${prefix}/login-1`,
    login2: `${prefix}/login-2`,
    register1: `${prefix}/register-1`,
    register2: `${prefix}/register-2`,
    forgotPassword: `${prefix}/forgot-password`,
  };
}
