import { AutoComplete, Flex } from 'antd';

const options = ['Lyon', 'Rotterdam', 'Osaka'].map((city) => ({ value: `${city} warehouse` }));

export default function AutoCompleteStatus() {
  return (
    <Flex vertical gap="middle" style={{ width: '100%', maxWidth: 300 }}>
      <AutoComplete
        aria-label="Source warehouse"
        status="error"
        defaultValue="Lisbon warehouse"
        options={options}
      />
      <AutoComplete
        aria-label="Backup warehouse"
        status="warning"
        defaultValue="Rotterdam warehouse"
        options={options}
      />
      <AutoComplete
        aria-label="Return warehouse"
        variant="filled"
        placeholder="Return warehouse"
        options={options}
      />
    </Flex>
  );
}
