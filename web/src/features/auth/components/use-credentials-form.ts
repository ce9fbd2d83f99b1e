import type { Credentials } from '@atrium/contracts/auth-rules';
import { Form, type FormProps } from 'antd';
import { useEffect, useLayoutEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { dropPrerendered } from '../../../lib/prerendered';
import { preloadAuthService } from '../auth-service';
import { hideAuthMessage, signIn, signUp } from '../slice';
import { adoptPrerendered } from './prerendered';

/**
 * What the sign-in and sign-up forms share: the store's loading flag and the form's props. The auth message is
 * cleared when leaving (not on arrival: a message set on the way here, such as a blocked member's, must show),
 * when fields are in error (an earlier server message such as "already in use" no longer applies) and on submit.
 *
 * When the page was served prerendered, the form takes over what was typed there (values, focus and caret, and a
 * submit pressed before the app was ready) before the prerendered page is removed, in the same commit: the visitor
 * sees one page throughout.
 */
export function useCredentialsForm(action: 'signIn' | 'signUp', name: string) {
  const dispatch = useAppDispatch();
  const loading = useAppSelector((s) => s.auth.loading);
  const [form] = Form.useForm<Credentials>();

  // Read during the first render, so that the form's first render already shows what was typed.
  const [adopted] = useState(() => adoptPrerendered(name));
  useLayoutEffect(() => {
    if (!adopted) return;
    // Anything typed while the app rendered the page.
    const latest = adoptPrerendered(name) ?? adopted;
    dropPrerendered();
    form.setFieldsValue(latest.values);
    const input = latest.focus && document.getElementById(`${name}_${latest.focus.field}`);
    if (latest.focus && input instanceof HTMLInputElement) {
      input.focus();
      // E-mail inputs have no caret position to restore (their selectionStart is null).
      if (latest.focus.start !== null) input.setSelectionRange(latest.focus.start, latest.focus.end);
    }
    if (latest.submitted) form.submit();
  }, [adopted, form, name]);

  useEffect(
    () => () => {
      dispatch(hideAuthMessage());
    },
    [dispatch],
  );

  const formProps = {
    form,
    name,
    initialValues: adopted?.values,
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
