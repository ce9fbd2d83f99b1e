import { act, screen, within } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { DemoCard, DemoGrid } from './demo-card';

/** jsdom has no IntersectionObserver: this one reports what the test says is in view. */
class TestIntersectionObserver {
  static all: TestIntersectionObserver[] = [];
  elements: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    TestIntersectionObserver.all.push(this);
  }
  observe(element: Element) {
    this.elements.push(element);
  }
  disconnect() {
    this.elements = [];
  }
  /** Reports `element` as in view to whichever observer watches it. */
  static show(element: Element) {
    for (const observer of TestIntersectionObserver.all.filter((o) => o.elements.includes(element)))
      observer.callback(
        [{ target: element, isIntersecting: true } as unknown as IntersectionObserverEntry],
        observer as unknown as IntersectionObserver,
      );
  }
}

const renderCards = () =>
  renderWithProviders(
    <AntdApp>
      <DemoGrid>
        <DemoCard id="near" title="Near" description="In view." source="<Near />">
          <p>near demo</p>
        </DemoCard>
        <DemoCard id="below" title="Below" description="Below the fold." source="<Below />" deferred>
          <p>below demo</p>
        </DemoCard>
      </DemoGrid>
    </AntdApp>,
  );

describe('DemoCard', () => {
  beforeEach(() => {
    TestIntersectionObserver.all = [];
    vi.stubGlobal('IntersectionObserver', TestIntersectionObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('draws a deferred demo, and its Show code and Copy buttons, once the card comes into view', async () => {
    renderCards();
    const below = screen.getByRole('region', { name: 'Below' });
    // Title, anchor and description are there from the start (the page's table of contents links to them) …
    expect(within(below).getByText('Below the fold.')).toBeInTheDocument();
    expect(within(below).getByRole('link', { name: /Below/ })).toHaveAttribute('href', '#demo-below');
    // The title reads in its own order in the RTL layout ("403, 404 and 500", not "and 500 404 ,403").
    expect(within(below).getByRole('heading', { name: 'Below' }).querySelector('bdi')).toHaveTextContent(
      'Below',
    );
    // … the demo and its buttons are not: the card keeps their place.
    expect(within(below).queryByText('below demo')).toBeNull();
    expect(within(below).queryByRole('button')).toBeNull();
    expect(below.querySelector('[data-demo-pending]')).not.toBeNull();
    // A card that is not deferred is drawn whole.
    const near = screen.getByRole('region', { name: 'Near' });
    expect(within(near).getByText('near demo')).toBeInTheDocument();
    expect(within(near).getByRole('button', { name: 'Show code' })).toBeInTheDocument();

    act(() => TestIntersectionObserver.show(below));
    expect(await within(below).findByText('below demo')).toBeInTheDocument();
    expect(within(below).getByRole('button', { name: 'Show code' })).toBeInTheDocument();
    expect(within(below).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(below.querySelector('[data-demo-pending]')).toBeNull();
  });

  it('lays the cards out in one grid, each card a direct cell of it', () => {
    const { container } = renderCards();
    const grid = container.querySelector('.demo-grid');
    expect([...(grid?.children ?? [])].map((cell) => cell.getAttribute('data-demo'))).toEqual([
      'near',
      'below',
    ]);
  });
});
