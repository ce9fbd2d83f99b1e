import {
  CloudServerOutlined,
  DatabaseOutlined,
  FileSearchOutlined,
  SolutionOutlined,
} from '@ant-design/icons';
import { Alert, Button, Card, Col, Collapse, Empty, Input, Row, Skeleton } from 'antd';
import { Fragment, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS, pathTo } from '../../../config/paths';
import { DocArticle } from '../components/doc-article';
import { filterFaq, highlightParts } from '../faq/filter-faq';
import type { FaqCategory } from '../faq/parse-faq';
import { useFaq } from '../faq/use-faq';
import { useTextHighlight } from '../faq/use-text-highlight';
import '../faq/faq.css';

/** Icons of the three categories, in the order faq.md lists them. */
const CATEGORY_ICONS = [SolutionOutlined, DatabaseOutlined, CloudServerOutlined];
/** With this many matches or fewer, the answers open by themselves. */
const OPEN_UP_TO = 3;

function Highlighted({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlightParts(text, query).map((part, i) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one string, in order
        part.match ? <mark key={i}>{part.text}</mark> : <Fragment key={i}>{part.text}</Fragment>,
      )}
    </>
  );
}

function FaqResults({ categories, query }: { categories: FaqCategory[]; query: string }) {
  const { t } = useTranslation('docs');
  const matches = categories.flatMap((c) => c.questions.map((q) => q.id));
  const [open, setOpen] = useState<string[]>([]);
  const answers = useRef<HTMLDivElement>(null);
  const matchKey = matches.join();

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-open when the set of matches changes
  useEffect(() => {
    setOpen(query.trim() && matches.length <= OPEN_UP_TO ? matches : []);
  }, [matchKey, query]);
  useTextHighlight(answers, query, `${matchKey}|${open.join()}`);

  if (categories.length === 0)
    return (
      <Empty description={t('faq.none', { query: query.trim() })}>
        <Link to={PATHS.chat}>{t('faq.askChat')}</Link> ·{' '}
        <Link to={pathTo.doc('introduction')}>{t('faq.readDocs')}</Link>
      </Empty>
    );
  return (
    <div ref={answers} className="faq-results">
      {categories.map((category) => (
        <section key={category.id} aria-labelledby={`faq-${category.id}`}>
          <h2 id={`faq-${category.id}`} className="faq-category-title">
            <bdi>{category.title}</bdi>
          </h2>
          <Collapse
            activeKey={open}
            onChange={(keys) => setOpen(keys as string[])}
            items={category.questions.map((q) => ({
              key: q.id,
              label: (
                <bdi>
                  <Highlighted text={q.question} query={query} />
                </bdi>
              ),
              children: (
                <div className="faq-answer">
                  <DocArticle html={q.html} />
                </div>
              ),
            }))}
          />
        </section>
      ))}
    </div>
  );
}

/**
 * Pages › FAQ: a search that filters the questions as one types (matches highlighted, in any of the four
 * languages), three category cards that narrow the list, and the questions as an accordion. The content is
 * markdown per language beside the in-app docs (public/docs/<lng>/faq.md).
 */
export default function Faq() {
  const { t } = useTranslation('docs');
  const { state, retry } = useFaq();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<string | null>(null);
  const deferred = useDeferredValue(query);
  const all = state.status === 'ready' ? state.categories : [];
  const shown = useMemo(() => filterFaq(all, deferred, category), [all, deferred, category]);
  const count = shown.reduce((n, c) => n + c.questions.length, 0);

  return (
    <div className="faq">
      <section className="faq-hero" aria-labelledby="faq-hero-title">
        <h2 id="faq-hero-title">
          <bdi>{t('faq.title')}</bdi>
        </h2>
        <p>
          <bdi>{t('faq.subtitle')}</bdi>
        </p>
        <Input
          size="large"
          allowClear
          prefix={<FileSearchOutlined aria-hidden />}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t('faq.placeholder')}
          aria-label={t('faq.search')}
          maxLength={100}
          className="faq-search"
        />
      </section>
      {state.status === 'loading' && <Skeleton active paragraph={{ rows: 6 }} />}
      {state.status === 'failed' && (
        <Alert
          type="error"
          showIcon
          title={t('faq.loadFailed')}
          description={state.message}
          action={<Button onClick={retry}>{t('common:errors.retry')}</Button>}
        />
      )}
      {state.status === 'ready' && (
        <>
          <Row gutter={[16, 16]}>
            {all.map((c, i) => {
              const Icon = CATEGORY_ICONS[i % CATEGORY_ICONS.length] ?? SolutionOutlined;
              const selected = category === c.id;
              return (
                <Col key={c.id} xs={24} md={8}>
                  <Card
                    hoverable
                    className={selected ? 'faq-category faq-category-selected' : 'faq-category'}
                    onClick={() => setCategory(selected ? null : c.id)}
                  >
                    <button type="button" className="faq-category-button" aria-pressed={selected}>
                      <Icon className="faq-category-icon" aria-hidden />
                      <bdi className="faq-category-name">{c.title}</bdi>
                    </button>
                    <p>
                      <bdi>{c.description}</bdi>
                    </p>
                    <small>
                      <bdi>{t('faq.questions', { count: c.questions.length })}</bdi>
                    </small>
                  </Card>
                </Col>
              );
            })}
          </Row>
          <p role="status" className="faq-count">
            <bdi>{t('faq.count', { count })}</bdi>
          </p>
          <FaqResults categories={shown} query={deferred} />
        </>
      )}
    </div>
  );
}
