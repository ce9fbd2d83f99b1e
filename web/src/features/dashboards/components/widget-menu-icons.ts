// The widget menu's icons: shown only once a menu is open, so loaded then (or when its button is pointed at or
// focused), not with every dashboard's first page (see widget-card.tsx).
export { DownloadOutlined, PrinterOutlined, ReloadOutlined } from '@ant-design/icons';
