import {
  AppstoreOutlined,
  AuditOutlined,
  BellOutlined,
  DashboardOutlined,
  DotChartOutlined,
  EnvironmentOutlined,
  FileTextOutlined,
  FundOutlined,
  LockOutlined,
  MessageOutlined,
  PieChartOutlined,
  SafetyOutlined,
  SettingOutlined,
  ShoppingCartOutlined,
  TeamOutlined,
  UserOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/** The icons the route table names, imported by the menus (not by the route table, which the first page loads). */
const ICONS = {
  appstore: AppstoreOutlined,
  audit: AuditOutlined,
  bell: BellOutlined,
  dashboard: DashboardOutlined,
  dotChart: DotChartOutlined,
  environment: EnvironmentOutlined,
  fileText: FileTextOutlined,
  fund: FundOutlined,
  lock: LockOutlined,
  message: MessageOutlined,
  pieChart: PieChartOutlined,
  safety: SafetyOutlined,
  setting: SettingOutlined,
  shopping: ShoppingCartOutlined,
  team: TeamOutlined,
  user: UserOutlined,
  warning: WarningOutlined,
} satisfies Record<string, ComponentType>;

export type RouteIconName = keyof typeof ICONS;

export function RouteIcon({ name }: { name: RouteIconName }) {
  const Icon = ICONS[name];
  return <Icon />;
}
