import type { Member } from '@atrium/contracts';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../../lib/hooks';
import { authService, userChanged } from '../../../auth';

const absoluteUrl = (url: string | null) => (url ? new URL(url, window.location.origin).href : null);

/**
 * The Firebase profile update for a member: only the fields that have a value. The SDK forwards
 * `photoURL: null` to the REST API as `"photoUrl": null`, which the Auth Emulator refuses with a 400, and the
 * display name sent with it is lost too. So a member without an avatar sends no photoURL at all (a removed
 * avatar's old URL may stay on the Firebase account; the app shows the member record's avatar first).
 */
function signInProfileOf(member: Member): { displayName?: string; photoURL?: string } {
  const photoURL = absoluteUrl(member.avatarUrl);
  return {
    ...(member.displayName ? { displayName: member.displayName } : {}),
    ...(photoURL ? { photoURL } : {}),
  };
}

/**
 * Keeps the Firebase profile (and the header's copy of it) in step with the member record. Best effort: the
 * member record is the source of truth, so a failure here only warns and never undoes what was saved.
 */
export function useSyncSignInProfile() {
  const dispatch = useAppDispatch();
  const current = useAppSelector((s) => s.user.current);
  const { message } = App.useApp();
  const { t } = useTranslation('settings');
  return async (member: Member) => {
    try {
      await authService.updateProfile(signInProfileOf(member));
      // The header's copy follows the member record, a removed avatar included.
      if (current)
        dispatch(
          userChanged({
            ...current,
            displayName: member.displayName || current.displayName,
            photoURL: absoluteUrl(member.avatarUrl),
          }),
        );
    } catch {
      message.warning(t('profile.syncFailed'));
    }
  };
}
