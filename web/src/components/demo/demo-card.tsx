import { CodeOutlined, CopyOutlined, LinkOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { type ReactNode, type RefObject, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeView } from './code-view';
import { DemoBoundary } from './demo-boundary';
import './demo.css';

/** A demo's source text, loaded when first asked for: `() => import('../demos/apex/area.tsx?raw')`. */
export type SourceLoader = () => Promise<{ default: string }>;

export type DemoCardProps = {
  /** Anchor of the card: `#demo-<id>` links to it. */
  id: string;
  title: string;
  description: string;
  /** The demo's real source file, fetched the first time the code is shown or copied; or the code itself. */
  source: SourceLoader | string;
  /** Show the code from the start (the playground, whose code follows its controls). */
  codeOpen?: boolean;
  /**
   * Draw the demo only when the card comes near the viewport. With a lazily imported demo (`React.lazy`), its
   * code is fetched then too: a component page opens with the code of its playground, not of all its demos.
   */
  deferred?: boolean;
  children: ReactNode;
};

/** The element id of a demo card, for links (`#demo-loading`) and tests. */
export const demoAnchor = (id: string) => `demo-${id}`;

/** Settles on the reader's first scroll (of the page or of any scrolling element in it). */
const firstScroll =
  typeof window === 'undefined'
    ? new Promise<void>(() => {})
    : new Promise<void>((resolve) =>
        window.addEventListener('scroll', () => resolve(), { once: true, passive: true, capture: true }),
      );
let scrolled = false;
void firstScroll.then(() => {
  scrolled = true;
});

/**
 * True once the element has come into view, and from then on; at once where there is no IntersectionObserver (tests
 * in jsdom). Once the reader has scrolled, a quarter screen below the view counts too, so that what they scroll to
 * is usually drawn before it shows; before that, nothing below the fold is drawn (it would only lengthen the page's
 * first render).
 */
function useNearViewport(ref: RefObject<HTMLElement | null>, now: boolean) {
  const [near, setNear] = useState(() => now || typeof IntersectionObserver === 'undefined');
  const [ahead, setAhead] = useState(scrolled);
  useEffect(() => {
    if (near || ahead) return;
    let live = true;
    void firstScroll.then(() => live && setAhead(true));
    return () => {
      live = false;
    };
  }, [near, ahead]);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: ahead ? '0px 0px 25% 0px' : '0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ahead, ref]);
  return near;
}

/**
 * One showcase demo: a titled card (a labelled region) with a one-line description, the demo itself inside an
 * error boundary (a demo that throws shows its error here, the rest of the page keeps working), and a
 * Show code / Copy pair. What Copy puts on the clipboard is exactly the text the code view shows. The card is drawn
 * with the app's CSS (demo.css), not antd's Card: a component page draws up to ten of them, and without the demo
 * grid the Table page's switch took 50 ms less at CPU x4.
 */
export function DemoCard({
  id,
  title,
  description,
  source,
  codeOpen = false,
  deferred = false,
  children,
}: DemoCardProps) {
  const { t } = useTranslation('demo');
  const { message } = App.useApp();
  const [open, setOpen] = useState(codeOpen);
  const [loaded, setLoaded] = useState<string>();
  const [failed, setFailed] = useState(false);
  const pending = useRef<Promise<string>>(null);
  const titleId = useId();
  const codeId = useId();
  const anchor = demoAnchor(id);
  const card = useRef<HTMLElement>(null);
  // A link to this demo draws it at once, so that it is there to scroll to.
  const drawn = useNearViewport(card, !deferred || window.location.hash === `#${anchor}`);
  const text = typeof source === 'string' ? source : loaded;

  const getSource = (): Promise<string> => {
    if (typeof source === 'string') return Promise.resolve(source);
    pending.current ??= source().then(
      (module) => {
        setLoaded(module.default);
        setFailed(false);
        return module.default;
      },
      (error: unknown) => {
        pending.current = null; // the next click (or Retry) tries again
        setFailed(true);
        throw error;
      },
    );
    return pending.current;
  };

  const retry = () => {
    setFailed(false);
    getSource().catch(() => {});
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

  // A link to this demo (…#demo-loading) scrolls to it once the lazily loaded page has drawn it.
  useEffect(() => {
    if (window.location.hash === `#${anchor}`) document.getElementById(anchor)?.scrollIntoView();
  }, [anchor]);

  return (
    <section ref={card} id={anchor} aria-labelledby={titleId} className="demo" data-demo={id}>
      <div className="demo-card-head">
        <div className="demo-heading">
          <h2 id={titleId} className="demo-title">
            <bdi>{title}</bdi>
          </h2>
          <a href={`#${anchor}`} className="demo-anchor" aria-label={t('link', { title })}>
            <LinkOutlined aria-hidden />
          </a>
        </div>
      </div>
      <div className="demo-card-body">
        <p className="demo-description">
          <bdi>{description}</bdi>
        </p>
        <div className="demo-body">
          {drawn ? (
            <DemoBoundary>
              <Suspense fallback={<DemoPlaceholder />}>{children}</Suspense>
            </DemoBoundary>
          ) : (
            <DemoPlaceholder />
          )}
        </div>
        {drawn ? (
          <div className="demo-code-actions">
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
          </div>
        ) : (
          // Its buttons come with the demo: two antd Buttons in each of a page's undrawn cards were a third of the
          // Table page's React fibers and hooks on opening (npm run bench:web, route switch). Same height meanwhile.
          <div className="demo-code-actions demo-code-actions-pending" />
        )}
        <section id={codeId} hidden={!open} aria-label={t('code.label', { title })}>
          {open && <CodeView code={text} failed={failed} onRetry={retry} />}
        </section>
      </div>
    </section>
  );
}

/** Where a demo is drawn once it is near the viewport and its code has loaded. */
function DemoPlaceholder() {
  return <div className="demo-placeholder" data-demo-pending aria-busy />;
}

/**
 * Demo cards two to a row on wide screens (from antd's lg breakpoint, 992 px), one per row on phones and tablets: a
 * CSS grid (demo.css). antd's Row and Cols did the same with ten more components on every page.
 */
export function DemoGrid({ children }: { children: ReactNode }) {
  return <div className="demo-grid">{children}</div>;
}
