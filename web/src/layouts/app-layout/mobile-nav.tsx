import { Drawer } from 'antd';
import { Logo } from '../../components/logo';
import { LAYOUT } from '../../config/app-config';
import { onMobileNavToggle } from '../../features/theme/slice';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { SideNavMenu } from './side-nav';

/** Below 768 px the side navigation lives in a drawer (loaded only on small screens). */
export default function MobileNav() {
  const dispatch = useAppDispatch();
  const { mobileNav, direction } = useAppSelector((s) => s.theme);
  const close = () => dispatch(onMobileNavToggle(false));
  return (
    <Drawer
      open={mobileNav}
      onClose={close}
      placement={direction === 'rtl' ? 'right' : 'left'}
      size={LAYOUT.sideNavWidth}
      title={<Logo />}
      className="mobile-nav"
      styles={{ body: { padding: 0 } }}
      data-testid="mobile-nav"
    >
      <SideNavMenu onNavigate={close} />
    </Drawer>
  );
}
