import { Select } from 'antd';

type Customer = { value: string; label: string; email: string };

const CUSTOMERS: Customer[] = [
  { value: 'c-118', label: 'Mina Park', email: 'mina.park@example.com' },
  { value: 'c-204', label: 'Jonas Weber', email: 'jonas@weber-design.de' },
  { value: 'c-311', label: 'Aiko Tanaka', email: 'aiko.tanaka@example.jp' },
  { value: 'c-415', label: 'Lucas Moreau', email: 'lucas.moreau@example.fr' },
  { value: 'c-502', label: 'Chen Jie', email: 'chen.jie@example.cn' },
];

/** Matches the name or the e-mail address, ignoring case. */
const matches = (input: string, customer?: Customer) =>
  !!customer && `${customer.label} ${customer.email}`.toLowerCase().includes(input.trim().toLowerCase());

export default function SelectSearch() {
  return (
    <Select<string, Customer>
      aria-label="Customer"
      placeholder="Search by name or e-mail"
      showSearch={{ filterOption: matches }}
      options={CUSTOMERS}
      optionRender={({ data }) => `${data.label} · ${data.email}`}
      style={{ width: '100%', maxWidth: 320 }}
    />
  );
}
