import {
  AppstoreOutlined,
  AuditOutlined,
  BellOutlined,
  BlockOutlined,
  CalendarOutlined,
  CompassOutlined,
  DashboardOutlined,
  DollarOutlined,
  DotChartOutlined,
  EllipsisOutlined,
  EnvironmentOutlined,
  FileTextOutlined,
  FormOutlined,
  FundOutlined,
  LayoutOutlined,
  LockOutlined,
  MailOutlined,
  MessageOutlined,
  NotificationOutlined,
  PieChartOutlined,
  QuestionCircleOutlined,
  SafetyOutlined,
  SettingOutlined,
  ShoppingCartOutlined,
  TableOutlined,
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
  block: BlockOutlined,
  calendar: CalendarOutlined,
  compass: CompassOutlined,
  dashboard: DashboardOutlined,
  dollar: DollarOutlined,
  dotChart: DotChartOutlined,
  ellipsis: EllipsisOutlined,
  environment: EnvironmentOutlined,
  fileText: FileTextOutlined,
  form: FormOutlined,
  fund: FundOutlined,
  layout: LayoutOutlined,
  lock: LockOutlined,
  mail: MailOutlined,
  message: MessageOutlined,
  notification: NotificationOutlined,
  pieChart: PieChartOutlined,
  question: QuestionCircleOutlined,
  safety: SafetyOutlined,
  setting: SettingOutlined,
  shopping: ShoppingCartOutlined,
  table: TableOutlined,
  team: TeamOutlined,
  user: UserOutlined,
  warning: WarningOutlined,
} satisfies Record<string, ComponentType>;

export type RouteIconName = keyof typeof ICONS;

/** `decorative`: beside the screen's name, so hidden from screen readers (else it reads "shopping-cart E-Commerce"). */
export function RouteIcon({ name, decorative }: { name: RouteIconName; decorative?: boolean }) {
  const Icon = ICONS[name];
  return <Icon aria-hidden={decorative} />;
}
