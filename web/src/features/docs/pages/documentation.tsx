import { Card, Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { APP_PREFIX_PATH } from '../../../config/app-config';
import { DocBody } from '../components/doc-body';
import { useDoc } from '../use-doc';
import '../components/docs.css';

export const DOC_PAGES = [
  'introduction',
  'installation',
  'development',
  'folder-structure',
  'layout-and-theme',
  'routing',
  'component-catalogue',
  'authentication',
  'localization',
  'api-and-data',
  'deployment',
  'changelog',
] as const;

const BASE = `${APP_PREFIX_PATH}/docs/documentation`;

/** This project's documentation: markdown per language from /docs, rendered and sanitised, with a menu. */
export default function Documentation() {
  const { t } = useTranslation('docs');
  const page = useParams()['*']?.replace(/\/+$/, '') ?? '';
  const known = (DOC_PAGES as readonly string[]).includes(page);
  const { state, retry } = useDoc(known ? page : null);

  if (!known) return <Navigate to={`${BASE}/introduction`} replace />;

  return (
    <div className="docs-layout">
      <Card size="small">
        <Menu
          mode="inline"
          className="docs-menu"
          selectedKeys={[page]}
          aria-label={t('docs.menu')}
          style={{ borderInlineEnd: 0 }}
          items={DOC_PAGES.map((p) => ({
            key: p,
            label: <Link to={`${BASE}/${p}`}>{t(`docs.pages.${p}`)}</Link>,
          }))}
        />
      </Card>
      <Card>
        <DocBody state={state} retry={retry} />
      </Card>
    </div>
  );
}
