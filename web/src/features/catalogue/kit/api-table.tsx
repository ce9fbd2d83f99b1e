import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApiRow } from './types';

/**
 * The component's main props. A plain table, not antd's Table: a page whose demos do not show Table should not
 * load it. Scrolls sideways on its own on a phone, never the page.
 */
export function ApiTable({ rows, ns, docs }: { rows: ApiRow[]; ns: string; docs: string }) {
  const { t } = useTranslation([ns, 'catalogue']);
  return (
    <section id="api" aria-labelledby="api-title" className="catalogue-api">
      <Card
        title={
          <h2 id="api-title" className="demo-title">
            {t('catalogue:api.title')}
          </h2>
        }
        extra={
          <a href={docs} target="_blank" rel="noreferrer">
            {t('catalogue:api.full')}
          </a>
        }
      >
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard */}
        <div className="catalogue-api-scroll" tabIndex={0}>
          <table className="catalogue-api-table">
            <thead>
              <tr>
                <th scope="col">{t('catalogue:api.property')}</th>
                <th scope="col">{t('catalogue:api.description')}</th>
                <th scope="col">{t('catalogue:api.type')}</th>
                <th scope="col">{t('catalogue:api.default')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.name}>
                  <th scope="row">
                    <code dir="ltr">{row.name}</code>
                  </th>
                  <td>{t(`api.${row.name}`)}</td>
                  <td>
                    <code dir="ltr">{row.type}</code>
                  </td>
                  <td>{row.default === undefined ? '–' : <code dir="ltr">{row.default}</code>}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Card>
    </section>
  );
}
