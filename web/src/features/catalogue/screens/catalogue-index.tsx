import { SearchOutlined } from '@ant-design/icons';
import { Card, Col, Empty, Input, Row } from 'antd';
import { lazy, Suspense, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { catalogueGroups } from '../../../routes/catalogue-groups';
import { matchesQuery } from '../catalogue-search';
import '../kit/catalogue.css';
import './preview.css';

/** The small live previews: one chunk with a little of every component, fetched after the cards are drawn. */
const Preview = lazy(() => import('./previews'));

/**
 * /app/components: every component of the catalogue (and the chart and map pages) as a card with a small
 * preview, grouped as in the side nav, with a filter that matches names in the current language and in English.
 */
export default function CatalogueIndex() {
  const { t, i18n } = useTranslation(['catalogue', 'common']);
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const english = i18n.getFixedT('en', 'common');

  const groups = useMemo(
    () =>
      catalogueGroups()
        .map((group) => ({
          ...group,
          items: group.items.filter((item) =>
            matchesQuery(deferred, [t(item.titleKey, { ns: 'common' }), english(item.titleKey), item.name]),
          ),
        }))
        .filter((group) => group.items.length > 0),
    [deferred, t, english],
  );
  const total = groups.reduce((n, g) => n + g.items.length, 0);

  return (
    <div className="catalogue-page">
      <div className="catalogue-intro">
        <p>
          <bdi>{t('index.intro')}</bdi>
        </p>
        <Input
          allowClear
          prefix={<SearchOutlined aria-hidden />}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t('index.filterPlaceholder')}
          aria-label={t('index.filter')}
          className="catalogue-filter"
          maxLength={60}
        />
        <p role="status">
          <bdi>{t('index.count', { count: total })}</bdi>
        </p>
      </div>
      {total === 0 && <Empty description={t('index.none', { query: deferred.trim() })} />}
      {groups.map((group) => (
        <section key={group.key} aria-labelledby={`group-${group.key}`} className="catalogue-group">
          <h2 id={`group-${group.key}`} className="catalogue-group-title">
            {t(group.titleKey, { ns: 'common' })}
          </h2>
          <Row gutter={[16, 16]}>
            {group.items.map((item) => {
              const name = t(item.titleKey, { ns: 'common' });
              return (
                <Col key={item.name} xs={24} sm={12} lg={8} xxl={6}>
                  <Link to={item.path} className="catalogue-card-link">
                    <Card size="small" hoverable className="catalogue-card" styles={{ body: { padding: 0 } }}>
                      <div className="catalogue-preview" aria-hidden inert>
                        <Suspense fallback={null}>
                          <Preview name={item.name} />
                        </Suspense>
                      </div>
                      <div className="catalogue-card-name">
                        <bdi>{name}</bdi>
                        {english(item.titleKey) !== name && <small dir="ltr">{english(item.titleKey)}</small>}
                      </div>
                    </Card>
                  </Link>
                </Col>
              );
            })}
          </Row>
        </section>
      ))}
    </div>
  );
}
