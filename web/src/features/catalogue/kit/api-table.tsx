import { useTranslation } from 'react-i18next';
import type { ApiRow } from './types';

/**
 * The component's main props. A plain table in a card drawn like the demo cards (demo.css), not antd's Table and
 * Card: a page whose demos do not show them should not load them. Scrolls sideways on its own on a phone, never
 * the page.
 */
export function ApiTable({ rows, ns, docs }: { rows: ApiRow[]; ns: string; docs: string }) {
  const { t } = useTranslation([ns, 'catalogue']);
  return (
    <section id="api" aria-labelledby="api-title" className="catalogue-api">
      <div className="demo-card-head">
        <h2 id="api-title" className="demo-title">
          {t('catalogue:api.title')}
        </h2>
        <a href={docs} target="_blank" rel="noreferrer">
          {t('catalogue:api.full')}
        </a>
      </div>
      <div className="demo-card-body">
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
      </div>
    </section>
  );
}
