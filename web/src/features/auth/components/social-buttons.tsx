import type { EmulatorAccount, SocialProvider } from '@atrium/contracts/auth-rules';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { runtimeConfig } from '../../../lib/runtime-config';
import { hideAuthMessage, signInWithFacebook, signInWithGoogle } from '../slice';
import { rememberAccount } from './emulator-accounts';
import { FacebookIcon, GoogleIcon } from './provider-icons';
import './auth.css';

const AccountChooser = lazy(() => import('./account-chooser').then((m) => ({ default: m.AccountChooser })));

/** "or connect with" Google / Facebook: a popup with a real project, the in-app chooser with the emulator. */
export function SocialButtons() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const loading = useAppSelector((s) => s.auth.loading);
  const [choosing, setChoosing] = useState<SocialProvider | null>(null);

  const signInWith = (provider: SocialProvider, account?: EmulatorAccount) => {
    dispatch(hideAuthMessage());
    void dispatch(provider === 'google' ? signInWithGoogle(account) : signInWithFacebook(account));
  };

  const start = (provider: SocialProvider) =>
    runtimeConfig.authMode === 'emulator' ? setChoosing(provider) : signInWith(provider);

  const choose = (provider: SocialProvider, account: EmulatorAccount) => {
    rememberAccount(provider, account);
    setChoosing(null);
    signInWith(provider, account);
  };

  return (
    <>
      <div className="auth-divider">
        <span>{t('auth.connectWith')}</span>
      </div>
      <div className="social-buttons">
        <Button icon={<GoogleIcon />} onClick={() => start('google')} disabled={loading}>
          Google
        </Button>
        <Button icon={<FacebookIcon />} onClick={() => start('facebook')} disabled={loading}>
          Facebook
        </Button>
      </div>
      {choosing && (
        <Suspense fallback={null}>
          <AccountChooser provider={choosing} onChoose={choose} onCancel={() => setChoosing(null)} />
        </Suspense>
      )}
    </>
  );
}
