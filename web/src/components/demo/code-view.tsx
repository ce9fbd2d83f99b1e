import { Alert, Button } from 'antd';
import { Component, type ComponentType, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

type Highlighter = ComponentType<{ code: string }>;

let highlighter: Highlighter | undefined;
let highlighterLoad: Promise<{ default: Highlighter }> | undefined;

/**
 * Fetches the highlighter (sugar-high, about 3 KB). A page that opens with code shown calls it beside its own
 * chunk, so that its code is coloured in the page's first render: through `lazy` alone it suspends once even when
 * the module is there, and React reveals a suspended boundary up to 300 ms later (measured: the Form page's code
 * changed 220 ms after the rest of the page at CPU x4).
 */
export function loadHighlighter() {
  highlighterLoad ??= import('./code-highlight').then((module) => {
    highlighter = module.default;
    return module;
  });
  highlighterLoad.catch(() => {
    highlighterLoad = undefined; // the next page or Retry fetches it again
  });
  return highlighterLoad;
}

const LazyHighlighter = lazy(loadHighlighter);

/**
 * A demo's source, highlighted. Until the highlighter has arrived (or if it cannot be fetched) the same text is
 * shown plain, so what is on screen is always what Copy copies.
 */
export function CodeView({
  code,
  failed,
  onRetry,
}: {
  code: string | undefined;
  failed: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation('demo');
  if (failed)
    return (
      <Alert
        className="demo-code-error"
        type="error"
        showIcon
        title={t('code.loadFailed')}
        action={
          <Button size="small" onClick={onRetry}>
            {t('retry')}
          </Button>
        }
      />
    );
  return (
    // Source code reads left to right in every language.
    <pre
      className="demo-code"
      dir="ltr"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling block must be reachable by keyboard to be scrolled
      tabIndex={0}
      aria-busy={code === undefined}
    >
      {code === undefined ? (
        <code>{t('code.loading')}</code>
      ) : (
        <Suspense fallback={<code>{code}</code>}>
          <PlainOnError code={code} />
        </Suspense>
      )}
    </pre>
  );
}

/** The highlighter's chunk failed to arrive: the code stays readable and copyable, just not coloured. */
class PlainOnError extends Component<{ code: string }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    const { code } = this.props;
    if (this.state.failed) return <code>{code}</code>;
    const Highlighted = highlighter ?? LazyHighlighter;
    return <Highlighted code={code} />;
  }
}
