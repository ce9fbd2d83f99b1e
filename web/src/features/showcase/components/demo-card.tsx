import { CodeOutlined, CopyOutlined } from '@ant-design/icons';
import { App, Button, Card, Col, Flex, Row } from 'antd';
import { Children, type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './showcase.css';

/** A demo's source text, loaded when first asked for: `() => import('../demos/apex/area.tsx?raw')`. */
export type SourceLoader = () => Promise<{ default: string }>;

export type DemoCardProps = {
  title: string;
  description: string;
  loadSource: SourceLoader;
  children: ReactNode;
};

/**
 * One showcase demo: a titled card (a labelled region) with a one-line description, the demo itself, and a
 * Show code / Copy pair for the demo's source. The source is fetched the first time either is used.
 */
export function DemoCard({ title, description, loadSource, children }: DemoCardProps) {
  const { t } = useTranslation('showcase');
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [source, setSource] = useState<string>();
  const [failed, setFailed] = useState(false);
  const pending = useRef<Promise<string>>(null);
  const titleId = useId();
  const codeId = useId();

  const getSource = () => {
    pending.current ??= loadSource().then(
      (module) => {
        setSource(module.default);
        setFailed(false);
        return module.default;
      },
      (error: unknown) => {
        pending.current = null; // let the next click try again
        setFailed(true);
        throw error;
      },
    );
    return pending.current;
  };

  const toggle = () => {
    if (!open) getSource().catch(() => {});
    setOpen(!open);
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(await getSource());
      void message.success(t('code.copied'));
    } catch {
      void message.error(t('code.copyFailed'));
    }
  };

  return (
    <section aria-labelledby={titleId} className="showcase-demo">
      <Card
        title={
          <h2 id={titleId} className="showcase-card-title">
            {title}
          </h2>
        }
      >
        <p className="showcase-description">
          <bdi>{description}</bdi>
        </p>
        <div className="showcase-demo-body">{children}</div>
        <Flex gap="small" wrap className="showcase-code-actions">
          <Button
            icon={<CodeOutlined aria-hidden />}
            aria-expanded={open}
            aria-controls={codeId}
            onClick={toggle}
          >
            {open ? t('code.hide') : t('code.show')}
          </Button>
          <Button icon={<CopyOutlined aria-hidden />} onClick={copy}>
            {t('code.copy')}
          </Button>
        </Flex>
        <section id={codeId} hidden={!open} aria-label={t('code.label', { title })}>
          {/* Source code reads left to right in every language. */}
          <pre
            className="showcase-code"
            dir="ltr"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling block must be reachable by keyboard to be scrolled
            tabIndex={0}
            aria-busy={source === undefined && !failed}
          >
            <code>{source ?? (failed ? t('code.loadFailed') : t('code.loading'))}</code>
          </pre>
        </section>
      </Card>
    </section>
  );
}

/** Demo cards two to a row on wide screens, one per row on phones and tablets. */
export function DemoGrid({ children }: { children: ReactNode }) {
  return (
    <Row gutter={[24, 24]} className="showcase-grid">
      {Children.map(children, (child) => (
        <Col xs={24} lg={12}>
          {child}
        </Col>
      ))}
    </Row>
  );
}
