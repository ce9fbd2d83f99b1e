import { AutoComplete, Input } from 'antd';
import { useState } from 'react';

const RECENT = ['#1042 Mina Park', '#1041 Jonas Weber', '#1039 Aiko Tanaka', '#1036 Lucas Moreau'];

export default function AutoCompleteSearchInput() {
  const [lastSearch, setLastSearch] = useState('');
  return (
    <>
      <AutoComplete
        options={RECENT.map((value) => ({ value }))}
        showSearch={{
          filterOption: (input, option) => String(option?.value).toLowerCase().includes(input.toLowerCase()),
        }}
        style={{ width: '100%', maxWidth: 320 }}
      >
        <Input.Search
          aria-label="Search orders"
          placeholder="Order number or customer"
          enterButton
          onSearch={setLastSearch}
        />
      </AutoComplete>
      {lastSearch && <p>Searching orders for “{lastSearch}”</p>}
    </>
  );
}
