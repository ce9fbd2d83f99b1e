import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { AUTHENTICATED_ENTRY } from '../../config/app-config';
import { trailFor } from '../../routes/navigation';

/** The current screen's title and its place in the route table. */
export function PageHeader() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const trail = trailFor(pathname);
  const screen = trail[trail.length - 1];
  if (!screen) return null;
  return (
    <div className="page-header">
      <h1 className="page-header-title">
        <bdi>{t(screen.titleKey)}</bdi>
      </h1>
      <Breadcrumb
        items={[
          { key: 'home', title: <Link to={AUTHENTICATED_ENTRY}>{t('nav.home')}</Link> },
          ...trail.map((node) => ({ key: node.key, title: t(node.titleKey) })),
        ]}
      />
    </div>
  );
}
