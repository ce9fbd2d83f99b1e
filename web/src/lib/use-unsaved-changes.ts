import { App } from 'antd';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type BlockerFunction, useBlocker } from 'react-router';

/**
 * Asks before unsaved changes are thrown away while `dirty`:
 * - a navigation inside the app (a link, the side nav, Back or Forward) waits for the answer to a
 *   "Discard unsaved changes?" dialog, and goes ahead or stays accordingly;
 * - a reload, closing the tab or typing another address gets the browser's own prompt (`beforeunload`: browsers
 *   show only their own text there).
 *
 * Returns `allowLeaving`: call it just before the form's own way out (after a successful save, or once its
 * Discard was confirmed). That navigation happens before React renders `dirty` false, so without it the form
 * would ask about changes that were saved or already discarded.
 *
 * Needs a data router (createBrowserRouter / createMemoryRouter, for `useBlocker`) and antd's <App> (the dialog).
 * A router supports one blocker at a time: one form per screen uses it.
 */
export function useUnsavedChanges(dirty: boolean) {
  const { t } = useTranslation(['common', 'shell']);
  const { modal } = App.useApp();
  const allowed = useRef(false);

  // A new change after allowLeaving (say a save failed afterwards) must be protected again.
  useEffect(() => {
    if (dirty) allowed.current = false;
  }, [dirty]);

  // Only leaving the page loses the form: a change of search or hash on the same path keeps it mounted.
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirty && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
    [dirty],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const dialog = modal.confirm({
      title: t('shell:unsaved.title'),
      content: t('shell:unsaved.help'),
      okText: t('shell:unsaved.discard'),
      okButtonProps: { danger: true },
      cancelText: t('shell:unsaved.keepEditing'),
      onOk: () => {
        allowed.current = true;
        blocker.proceed();
      },
      onCancel: () => blocker.reset(),
    });
    // Unmounted while asking (e.g. signed out): no dialog is left behind.
    return () => dialog.destroy();
  }, [blocker, modal, t]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (allowed.current) return;
      event.preventDefault();
      // Browsers before the standard preventDefault() (Chrome < 119) look at returnValue instead.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  return {
    allowLeaving: useCallback(() => {
      allowed.current = true;
    }, []),
  };
}
