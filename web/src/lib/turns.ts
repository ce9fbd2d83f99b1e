import { useEffect, useState } from 'react';

// Parts that are heavy to mount take turns: one per task, the next only after the browser has had the main thread
// back, in the order they asked. Chart.js charts use it (lib/charts/chartjs.tsx): each lays out and draws when it
// is created, and a dashboard's charts mounting together made one long task (about 500 ms on a 4× throttled CPU,
// see bench:web).
const waiting: Array<() => void> = [];
let holder: object | null = null;

function next() {
  if (holder) return;
  waiting.shift()?.();
}

/**
 * False until this component's turn; true from then on. The turn passes on once the component has rendered with
 * `true` (or when it unmounts while waiting or holding the turn).
 */
export function useTurn(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    const me = {};
    const grant = () => {
      holder = me;
      setReady(true);
    };
    waiting.push(grant);
    const timer = setTimeout(next, 0);
    return () => {
      clearTimeout(timer);
      const index = waiting.indexOf(grant);
      if (index >= 0) waiting.splice(index, 1);
      // Runs when `ready` flips too, in the same effects pass that mounted the part: the next one waits a task.
      if (holder === me) {
        holder = null;
        setTimeout(next, 0);
      }
    };
  }, [ready]);
  return ready;
}
