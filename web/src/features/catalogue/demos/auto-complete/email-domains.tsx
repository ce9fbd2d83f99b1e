import { AutoComplete } from 'antd';
import { useState } from 'react';

const DOMAINS = ['atrium.shop', 'gmail.com', 'outlook.com', 'proton.me'];

export default function AutoCompleteEmailDomains() {
  const [options, setOptions] = useState<{ value: string }[]>([]);
  // Suggestions are computed from what is typed: "mina" → mina@atrium.shop, mina@gmail.com…
  const suggest = (text: string) => {
    const [user] = text.split('@');
    setOptions(user ? DOMAINS.map((domain) => ({ value: `${user}@${domain}` })) : []);
  };
  return (
    <AutoComplete
      aria-label="Customer e-mail"
      placeholder="Customer e-mail"
      options={options}
      showSearch={{ onSearch: suggest }}
      style={{ width: '100%', maxWidth: 300 }}
    />
  );
}
