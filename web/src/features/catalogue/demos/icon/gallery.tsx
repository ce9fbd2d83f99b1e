import {
  AppstoreOutlined,
  AuditOutlined,
  BarChartOutlined,
  BellOutlined,
  CalendarOutlined,
  CheckCircleOutlined,
  CloseCircleOutlined,
  CloudUploadOutlined,
  CommentOutlined,
  CopyOutlined,
  CreditCardOutlined,
  DashboardOutlined,
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  EnvironmentOutlined,
  ExportOutlined,
  EyeOutlined,
  FileTextOutlined,
  FilterOutlined,
  GiftOutlined,
  GlobalOutlined,
  HomeOutlined,
  InboxOutlined,
  LockOutlined,
  LogoutOutlined,
  MailOutlined,
  MoreOutlined,
  PhoneOutlined,
  PlusOutlined,
  PrinterOutlined,
  ReloadOutlined,
  SearchOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  TagOutlined,
  TeamOutlined,
  TruckOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { App, Button, Empty, Flex, Input } from 'antd';
import { useState } from 'react';

const ICONS = {
  AppstoreOutlined,
  AuditOutlined,
  BarChartOutlined,
  BellOutlined,
  CalendarOutlined,
  CheckCircleOutlined,
  CloseCircleOutlined,
  CloudUploadOutlined,
  CommentOutlined,
  CopyOutlined,
  CreditCardOutlined,
  DashboardOutlined,
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  EnvironmentOutlined,
  ExportOutlined,
  EyeOutlined,
  FileTextOutlined,
  FilterOutlined,
  GiftOutlined,
  GlobalOutlined,
  HomeOutlined,
  InboxOutlined,
  LockOutlined,
  LogoutOutlined,
  MailOutlined,
  MoreOutlined,
  PhoneOutlined,
  PlusOutlined,
  PrinterOutlined,
  ReloadOutlined,
  SearchOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  TagOutlined,
  TeamOutlined,
  TruckOutlined,
  UserOutlined,
};

export default function IconGallery() {
  const { message } = App.useApp();
  const [query, setQuery] = useState('');
  const found = Object.entries(ICONS).filter(([name]) =>
    name.toLowerCase().includes(query.trim().toLowerCase()),
  );

  const copy = (name: string) => {
    const jsx = `<${name} />`;
    navigator.clipboard.writeText(jsx).then(
      () => message.success(`Copied ${jsx}`),
      () => message.error('Could not copy to the clipboard'),
    );
  };

  return (
    <Flex vertical gap="middle">
      <Input
        prefix={<SearchOutlined />}
        placeholder="Search icons: cart, user, truck…"
        aria-label="Search icons"
        allowClear
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      {found.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No icon matches" />}
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(104px, 1fr))',
          gap: 4,
          maxHeight: 264,
          overflowY: 'auto',
        }}
      >
        {found.map(([name, Icon]) => (
          <Button
            key={name}
            type="text"
            title={`Copy <${name} />`}
            onClick={() => copy(name)}
            style={{
              flexDirection: 'column',
              height: 'auto',
              paddingBlock: 8,
              paddingInline: 4,
              whiteSpace: 'normal',
            }}
          >
            <Icon style={{ fontSize: 22 }} />
            <span style={{ fontSize: 11, overflowWrap: 'anywhere' }}>{name.replace('Outlined', '')}</span>
          </Button>
        ))}
      </div>
    </Flex>
  );
}
