import type { Credentials } from '@atrium/contracts/auth-rules';
import type { FormProps } from 'antd';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { preloadAuthService } from '../auth-service';
import { hideAuthMessage, signIn, signUp } from '../slice';

/**
 * What the sign-in and sign-up forms share: the store's loading flag and the form's props. The auth message is
 * cleared when leaving (not on arrival: a message set on the way here, such as a blocked member's, must show),
 * when fields are in error (an earlier server message such as "already in use" no longer applies) and on submit.
 */
export function useCredentialsForm(action: 'signIn' | 'signUp') {
  const dispatch = useAppDispatch();
  const loading = useAppSelector((s) => s.auth.loading);

  useEffect(
    () => () => {
      dispatch(hideAuthMessage());
    },
    [dispatch],
  );

  const formProps = {
    layout: 'vertical',
    requiredMark: false,
    // The form's own translated messages, not the browser's English bubble over them.
    noValidate: true,
    onFinishFailed: () => dispatch(hideAuthMessage()),
    onFinish: (values: Credentials) => {
      dispatch(hideAuthMessage());
      const credentials = { email: values.email.trim(), password: values.password };
      void dispatch(action === 'signIn' ? signIn(credentials) : signUp(credentials));
    },
    onFocus: preloadAuthService,
  } satisfies FormProps<Credentials>;
  return { loading, formProps };
}
