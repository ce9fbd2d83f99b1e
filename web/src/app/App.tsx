import { useState } from 'react';
import { useStore } from 'react-redux';
import { RouterProvider } from 'react-router';
import { AuthWatcher } from '../features/auth/components/auth-watcher';
import { createAppRouter } from '../routes/router';
import type { AppStore } from './store';

export function App() {
  const store = useStore() as AppStore;
  const [router] = useState(() => createAppRouter(store));
  return (
    <>
      <AuthWatcher />
      <RouterProvider router={router} />
    </>
  );
}
