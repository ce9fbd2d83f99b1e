import { App } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';

/**
 * Leaving the composer keeps what was written: a navigation inside the app waits while the draft is saved, then
 * goes on; if the save fails, the shell's "Discard unsaved changes?" dialog asks (see lib/use-unsaved-changes.ts,
 * which asks every time: a draft needs no question when it can be saved). A reload or closed tab starts the save
 * and gets the browser's own prompt, since the page may be gone before the answer.
 *
 * Needs a data router and antd's <App>; one composer at a time uses it (a router has one blocker).
 */
export function useSaveOnLeave(unsaved: () => boolean, save: () => Promise<boolean>) {
  const { t } = useTranslation(['shell']);
  const { modal } = App.useApp();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved() && currentLocation.pathname !== nextLocation.pathname,
  );
  const handling = useRef(false);
  // The blocker as the router has it now: by the time a save answers, the navigation may have been dropped (the
  // composer closed, another navigation) and proceeding with the one the effect saw would be an invalid transition.
  const current = useRef(blocker);
  current.current = blocker;

  useEffect(() => {
    // One save per blocked navigation: the flag clears only once the router has let it go (or stayed), since a
    // render between the save's answer and the router's next state still shows this navigation as blocked.
    if (blocker.state === 'unblocked') handling.current = false;
    if (blocker.state !== 'blocked' || handling.current) return;
    handling.current = true;
    const proceed = () => {
      const now = current.current;
      if (now.state === 'blocked') now.proceed();
    };
    const stay = () => {
      const now = current.current;
      if (now.state === 'blocked') now.reset();
    };
    void save().then((saved) => {
      if (saved) {
        proceed();
        return;
      }
      modal.confirm({
        title: t('shell:unsaved.title'),
        content: t('shell:unsaved.help'),
        okText: t('shell:unsaved.discard'),
        okButtonProps: { danger: true },
        cancelText: t('shell:unsaved.keepEditing'),
        onOk: proceed,
        onCancel: stay,
      });
    });
  }, [blocker, modal, save, t]);

  const latest = useRef({ unsaved, save });
  latest.current = { unsaved, save };
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!latest.current.unsaved()) return;
      void latest.current.save();
      event.preventDefault();
      // Browsers before the standard preventDefault() (Chrome < 119) look at returnValue instead.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);
}
