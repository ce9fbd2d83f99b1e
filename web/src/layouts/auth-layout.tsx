import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { LanguageMenu } from '../features/theme/components/language-menu';

/** Plain layout of the public pages: the screen fills the window; a language picker sits in the corner. */
export default function AuthLayout() {
  return (
    <div className="auth-layout">
      <LanguageMenu className="auth-language" />
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </div>
  );
}
