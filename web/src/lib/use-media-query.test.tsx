import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMediaQuery } from './use-media-query';

/** A matchMedia whose width can be changed, notifying the lists it handed out. */
function fakeViewport(width: number) {
  const lists: Array<{ query: string; listeners: Set<() => void> }> = [];
  const matches = (query: string) => width >= Number(/min-width: (\d+)px/.exec(query)?.[1] ?? 0);
  vi.stubGlobal('matchMedia', (query: string) => {
    const entry = { query, listeners: new Set<() => void>() };
    lists.push(entry);
    return {
      get matches() {
        return matches(query);
      },
      media: query,
      addEventListener: (_: string, listener: () => void) => entry.listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => entry.listeners.delete(listener),
    };
  });
  return {
    resize(next: number) {
      width = next;
      for (const list of lists) for (const listener of list.listeners) listener();
    },
    listening: () => lists.reduce((n, list) => n + list.listeners.size, 0),
  };
}

function Probe() {
  return <p>{useMediaQuery('(min-width: 768px)') ? 'wide' : 'narrow'}</p>;
}

afterEach(() => vi.unstubAllGlobals());

describe('useMediaQuery', () => {
  it('answers in the first render and follows the viewport', () => {
    const viewport = fakeViewport(1024);
    const { unmount } = render(<Probe />);
    expect(screen.getByText('wide')).toBeInTheDocument();
    act(() => viewport.resize(600));
    expect(screen.getByText('narrow')).toBeInTheDocument();
    unmount();
    expect(viewport.listening()).toBe(0);
  });
});
