import { ConfigProvider, DatePicker, Empty, Flex, Pagination, Select, Table } from 'antd';

const columns = [
  { title: 'Order', dataIndex: 'order' },
  { title: 'Total', dataIndex: 'total' },
];

export default function ConfigProviderInheritedLocale() {
  // No locale here: DatePicker, Pagination and Table keep the language the app set further up.
  return (
    <ConfigProvider
      theme={{ token: { colorPrimary: '#13a8a8' } }}
      renderEmpty={() => <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No returns this week" />}
    >
      <Flex vertical gap="middle">
        <Flex gap="small" wrap>
          <DatePicker.RangePicker aria-label="Return dates" />
          <Select aria-label="Reason" placeholder="Reason" options={[]} style={{ width: 140 }} />
        </Flex>
        <Pagination size="small" total={86} showSizeChanger />
        <Table size="small" columns={columns} dataSource={[]} pagination={false} />
      </Flex>
    </ConfigProvider>
  );
}
