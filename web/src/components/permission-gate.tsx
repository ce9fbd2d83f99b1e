import { leastRoleWith, type Permission } from '@atrium/contracts/access';
import { Tooltip } from 'antd';
import { cloneElement, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../lib/access';

/** Why an action is not offered: who may take it, in the user's language. */
export function usePermissionReason() {
  const { t } = useTranslation(['common', 'shell']);
  return (permission: Permission) => t(`shell:access.needs.${leastRoleWith(permission)}`);
}

/**
 * A control for an action that needs `permission`. Allowed: the control as is. Not allowed: the control disabled
 * with a tooltip saying who may take the action (the wrapper keeps the disabled control hoverable and
 * focusable, so the reason reaches pointer, keyboard and screen-reader users alike).
 */
export function PermissionGate({
  permission,
  children,
}: {
  permission: Permission;
  children: ReactElement<{ disabled?: boolean }>;
}) {
  const access = useAccess();
  const reason = usePermissionReason();
  if (access.can(permission)) return children;
  const why = reason(permission);
  return (
    <Tooltip title={why}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the disabled control cannot take focus itself */}
      <span tabIndex={0} style={{ display: 'inline-block' }}>
        {cloneElement(children, { disabled: true })}
        <span className="visually-hidden">{why}</span>
      </span>
    </Tooltip>
  );
}
