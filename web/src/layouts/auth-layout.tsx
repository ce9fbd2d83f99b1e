import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { LanguageSelect } from '../features/theme/components/language-select';
import './auth-layout.css';

/** Plain layout of the public pages: the screen fills the window; a language picker sits in the corner. */
export default function AuthLayout() {
  return (
    <div className="auth-layout">
      <LanguageSelect className="auth-language" />
      <main>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
