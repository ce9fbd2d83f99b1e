import { type ReactNode, Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { LanguageSelect } from '../features/theme/components/language-select';
import { useNoPrerenderedShell } from '../lib/prerendered';
import './auth-layout.css';

/** Plain layout of the public pages: the screen fills the window; a language picker sits in the corner. */
export function AuthFrame({ children }: { children: ReactNode }) {
  return (
    <div className="auth-layout">
      <LanguageSelect className="auth-language" />
      <main>{children}</main>
    </div>
  );
}

export default function AuthLayout() {
  // A shown prerendered page is replaced by its form, which first takes over what was typed (use-credentials-form);
  // one that did not fit the visitor is removed by boot.js, and a signed-in shell whose session has ended, here.
  useNoPrerenderedShell();
  return (
    <AuthFrame>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </AuthFrame>
  );
}
