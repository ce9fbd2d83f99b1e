import { Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../lib/hooks';
import { useNavMenu } from './nav-menu';

/** The route table as a horizontal menu on the chosen top nav colour. */
export function TopNav() {
  const { t } = useTranslation();
  const topNavColor = useAppSelector((s) => s.theme.topNavColor);
  const { items, selectedKeys } = useNavMenu('top');
  return (
    <nav className="top-nav" style={{ backgroundColor: topNavColor }} data-testid="top-nav">
      <Menu
        mode="horizontal"
        theme="dark"
        items={items}
        selectedKeys={selectedKeys}
        aria-label={t('header.mainNavigation')}
        style={{ backgroundColor: 'transparent' }}
      />
    </nav>
  );
}
