import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { AuthWatcher } from '../features/auth/components/auth-watcher';
import { createAppRouter } from '../routes/router';

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <>
      <AuthWatcher />
      <RouterProvider router={router} />
    </>
  );
}
