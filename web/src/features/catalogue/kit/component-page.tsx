import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { DemoCard, DemoGrid, demoAnchor } from '../../../components/demo/demo-card';
import { ApiTable } from './api-table';
import { PlaygroundCard } from './playground';
import type { CataloguePage } from './types';
import './antd-styles';
import './catalogue.css';

/**
 * A component's page: what it is for, links to each demo, the playground, the demos two to a row, and the API
 * table. `data-declared-demos` lets the E2E loop check every declared demo was drawn; `data-component` tells it
 * the page it opened has replaced the one before.
 */
export function ComponentPage({ page }: { page: CataloguePage }) {
  const ns = `catalogue/${page.name}`;
  const { t } = useTranslation([ns, 'catalogue']);
  const links = [
    { href: demoAnchor('playground'), label: t('playground.title') },
    ...page.demos.map((d) => ({ href: demoAnchor(d.key), label: t(`demos.${d.key}.title`) })),
    { href: 'api', label: t('catalogue:api.title') },
  ];
  return (
    <div className="catalogue-page" data-component={page.name} data-declared-demos={page.demos.length + 1}>
      <div className="catalogue-intro">
        <p>
          <bdi>{t('intro')}</bdi>
        </p>
        {page.note && <Alert type="info" showIcon title={t('note')} />}
        <code className="catalogue-import" dir="ltr">
          {page.imports}
        </code>
        <nav aria-label={t('catalogue:onThisPage')} className="catalogue-toc">
          {links.map((link) => (
            <a key={link.href} href={`#${link.href}`}>
              <bdi>{link.label}</bdi>
            </a>
          ))}
        </nav>
      </div>
      <PlaygroundCard spec={page.playground} ns={ns} />
      <DemoGrid>
        {page.demos.map(({ key, Demo, source }) => (
          <DemoCard
            key={key}
            id={key}
            title={t(`demos.${key}.title`)}
            description={t(`demos.${key}.description`)}
            source={source}
            deferred
          >
            <Demo />
          </DemoCard>
        ))}
      </DemoGrid>
      <ApiTable rows={page.api} ns={ns} docs={page.docs} />
    </div>
  );
}

/** A page module's default export: `export default componentPage({...})`; the definition stays readable by tests. */
export function componentPage(page: CataloguePage) {
  const Screen = () => <ComponentPage page={page} />;
  Screen.page = page;
  return Screen;
}
