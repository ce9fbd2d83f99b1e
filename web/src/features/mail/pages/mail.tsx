import { MenuOutlined } from '@ant-design/icons';
import { Button, Drawer } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { BREAKPOINTS } from '../../../config/app-config';
import { PATHS, pathTo } from '../../../config/paths';
import { useAppSelector } from '../../../lib/hooks';
import { useMediaQuery } from '../../../lib/use-media-query';
import { mailViewOf } from '../address';
import { useListLabelsQuery } from '../api';
import { useMailColours } from '../colours';
import { MailDetail } from '../components/mail-detail';
import { MailList } from '../components/mail-list';
import { MailMenu } from '../components/mail-menu';
import { ComposePage } from '../compose/compose-page';
import { labelName } from '../labels';
import { useMailSync, useMyUid } from '../sync';
import '../mail.css';

/**
 * Apps → Mail: the folders and labels beside the list, a message or compose. The address says which
 * (/app/apps/mail/inbox, …/label/<id>, …/inbox/<id>, …/compose); below 768 px the menu is a drawer.
 */
export default function Mail() {
  const { t } = useTranslation('mail');
  const colours = useMailColours();
  const { pathname } = useLocation();
  const rtl = useAppSelector((s) => s.theme.direction) === 'rtl';
  const isMobile = !useMediaQuery(`(min-width: ${BREAKPOINTS.mobile}px)`);
  const [drawer, setDrawer] = useState(false);
  const myUid = useMyUid();
  const { data: labels } = useListLabelsQuery();
  useMailSync();

  const view = mailViewOf(pathname);
  // /app/apps/mail itself (the menu's entry is the Inbox) and addresses that name nothing: the Inbox.
  if (view.kind === 'unknown' || pathname.replace(/\/+$/, '') === PATHS.mail)
    return <Navigate to={pathTo.mailFolder('inbox')} replace />;

  const list = view.kind === 'compose' ? { folder: null, labelId: null } : view;
  const label = labels?.items.find((l) => l.id === list.labelId);
  const title =
    view.kind === 'compose'
      ? t('compose.newMessage')
      : list.folder
        ? t(`folders.${list.folder}`)
        : label
          ? labelName(label, t)
          : t('labels.title');

  const menu = (
    <MailMenu
      folder={list.folder}
      labelId={list.labelId}
      onNavigate={isMobile ? () => setDrawer(false) : undefined}
    />
  );

  return (
    <div className={`mail${isMobile ? ' mail-mobile' : ''}`} style={colours}>
      {isMobile ? (
        <>
          <div className="mail-mobile-bar">
            <Button
              icon={<MenuOutlined aria-hidden />}
              onClick={() => setDrawer(true)}
              aria-expanded={drawer}
            >
              {t('menu.open')}
            </Button>
            <span className="mail-mobile-title">{title}</span>
          </div>
          <Drawer
            open={drawer}
            onClose={() => setDrawer(false)}
            placement={rtl ? 'right' : 'left'}
            size={280}
            title={t('menu.title')}
            rootStyle={colours}
          >
            {menu}
          </Drawer>
        </>
      ) : (
        <aside className="mail-side">{menu}</aside>
      )}
      <div className="mail-main">
        {view.kind === 'list' && (
          <MailList folder={view.folder} labelId={view.labelId} myUid={myUid} title={title} />
        )}
        {view.kind === 'message' && (
          <MailDetail messageId={view.messageId} folder={view.folder} labelId={view.labelId} myUid={myUid} />
        )}
        {view.kind === 'compose' && <ComposePage />}
      </div>
    </div>
  );
}
