import { lazy, Suspense, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { knownAuthErrorCode } from '../errors';
import { hideAuthMessage } from '../slice';
import './auth.css';

/**
 * Translates a stored auth message when it carries a known Firebase code; other texts are shown as they are.
 * The function keeps its identity between renders (it changes with the language only), so it is safe in an
 * effect's dependencies.
 */
export function useAuthErrorText() {
  const { t } = useTranslation();
  return useCallback(
    (message: string) => {
      const code = knownAuthErrorCode(message);
      return code ? t(`auth.errors.${code}`) : message;
    },
    [t],
  );
}

// Loaded with the first message: most visits to a sign-in page never show one.
const Alert = lazy(() => import('antd/es/alert'));

/** The auth slice's message in an animated, closable alert. */
export function AuthMessage() {
  const { message, showMessage } = useAppSelector((s) => s.auth);
  const dispatch = useAppDispatch();
  const describe = useAuthErrorText();
  if (!showMessage) return null;
  return (
    <Suspense fallback={<div role="alert">{describe(message)}</div>}>
      <Alert
        className="auth-alert"
        type="error"
        showIcon
        title={describe(message)}
        closable={{ onClose: () => dispatch(hideAuthMessage()), 'aria-label': 'close' }}
        role="alert"
        style={{ marginBottom: 16, animation: 'auth-alert-in 0.3s ease-out' }}
      />
    </Suspense>
  );
}
