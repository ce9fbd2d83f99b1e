import { App } from 'antd';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useApiErrors } from '../../lib/api-errors';
import { chatPath } from './address';
import { useCreateConversationMutation } from './api';

/**
 * `/app/apps/chat?with=<uid>` (another member's profile, Message): opens the direct conversation with that member,
 * the existing one or a new one, in place of the address.
 */
export function useOpenWith() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const apiErrors = useApiErrors();
  const [create] = useCreateConversationMutation();
  const uid = params.get('with');
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (!uid || started.current === uid) return;
    started.current = uid;
    create({ kind: 'direct', memberUid: uid }).then((result) => {
      if ('data' in result && result.data) navigate(chatPath(result.data.id), { replace: true });
      else {
        message.error(apiErrors.message(result.error));
        navigate(chatPath(), { replace: true });
      }
    });
  }, [uid, create, navigate, message, apiErrors]);
}
