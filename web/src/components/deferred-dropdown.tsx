import { Dropdown, type DropdownProps } from 'antd';
import { type ReactElement, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * antd's Dropdown, mounted when its trigger is first reached for (pointer over it, or focus) instead of with the page.
 * Each Dropdown is an rc-trigger and its hooks waiting for a click; a dashboard has one per widget card (the Default
 * dashboard's eight held 0.30 MB of the heap that issue 19 measures, bench:web), the header two (the profile menu and
 * the notification bell; the language menu is also on the sign-in pages, kept plain). Until then the trigger is rendered
 * alone. Arming re-renders synchronously (flushSync), so the press that follows the pointer lands on the armed
 * trigger; a focused trigger gets the focus back after it is re-created inside the Dropdown. For click-triggered
 * menus (the default here): a hover menu opens on the first hover anyway.
 */
export function DeferredDropdown({
  children,
  trigger = ['click'],
  ...props
}: DropdownProps & { children: ReactElement }) {
  const [armed, setArmed] = useState(false);
  const box = useRef<HTMLSpanElement>(null);
  const refocus = useRef(false);
  const arm = (focused: boolean) => {
    if (armed) return;
    refocus.current = focused;
    flushSync(() => setArmed(true));
  };
  useLayoutEffect(() => {
    if (!armed || !refocus.current) return;
    refocus.current = false;
    box.current?.querySelector<HTMLElement>('button, [tabindex]')?.focus();
  }, [armed]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: display: contents, no part in the layout; it only hears its trigger's pointer and focus
    <span
      ref={box}
      className="deferred-dropdown"
      style={{ display: 'contents' }}
      onPointerOver={() => arm(false)}
      onFocus={() => arm(true)}
    >
      {armed ? (
        <Dropdown trigger={trigger} {...props}>
          {children}
        </Dropdown>
      ) : (
        children
      )}
    </span>
  );
}
