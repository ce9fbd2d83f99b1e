import { Checkbox, theme } from 'antd';
import { useState } from 'react';

const MEMBERS = ['Mina Park', 'Jonas Weber', 'Aiko Tanaka', 'Lucas Moreau'];
const PERMISSIONS = ['View orders', 'Edit products', 'Issue refunds', 'Manage team'];

export default function CheckboxPermissionMatrix() {
  const { token } = theme.useToken();
  const [granted, setGranted] = useState<Record<string, string[]>>({
    'Mina Park': PERMISSIONS,
    'Jonas Weber': ['View orders', 'Edit products'],
    'Aiko Tanaka': ['View orders'],
    'Lucas Moreau': [],
  });
  const toggle = (member: string, permission: string, on: boolean) =>
    setGranted((current) => ({
      ...current,
      [member]: on
        ? [...(current[member] ?? []), permission]
        : (current[member] ?? []).filter((p) => p !== permission),
    }));
  const cell = {
    padding: '6px 8px',
    borderBlockEnd: `1px solid ${token.colorSplit}`,
    textAlign: 'center',
  } as const;
  return (
    <div style={{ overflowX: 'auto' }}>
      <table style={{ borderCollapse: 'collapse', width: '100%' }}>
        <thead>
          <tr>
            <th scope="col" style={{ ...cell, textAlign: 'start' }}>
              Member
            </th>
            {PERMISSIONS.map((permission) => (
              <th key={permission} scope="col" style={{ ...cell, fontWeight: 500 }}>
                {permission}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {MEMBERS.map((member) => (
            <tr key={member}>
              <th scope="row" style={{ ...cell, textAlign: 'start', fontWeight: 400, whiteSpace: 'nowrap' }}>
                {member}
              </th>
              {PERMISSIONS.map((permission) => (
                <td key={permission} style={cell}>
                  <Checkbox
                    aria-label={`${permission}: ${member}`}
                    checked={granted[member]?.includes(permission)}
                    onChange={(e) => toggle(member, permission, e.target.checked)}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
