// The scrumboard and calendar part of `npm run bench:api` (BENCH_ONLY=board,calendar runs it alone): one member's
// board of 5,000 cards and calendar of 10,000 events, made through the API (kept with BENCH_REUSE=1), then the board's
// first screen, card moves and the month view under load. Deterministic: the same cards, moves and events each run.

export const BOARD_CARDS = 5_000;
export const EVENTS = 10_000;
/** Targets, p95 in ms. */
export const WORK_TARGETS = { board: 100, move: 30, month: 50 };

const DAY = 86_400_000;
const BENCH_PROJECT = 'Bench board';

/** mulberry32, as the server's demo seeds use. */
function seededRandom(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Runs `task` over `items` with `width` requests in flight. */
async function pool(items, width, task) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await task(items[next++]);
    }),
  );
}

/** The bench project, made with its 5,000 cards unless a previous run left it; its columns with their card ids. */
export async function benchBoard(api) {
  const found = (await api('GET', `/api/projects?q=${encodeURIComponent(BENCH_PROJECT)}`)).items[0];
  const project = found ?? (await api('POST', '/api/projects', { name: BENCH_PROJECT, category: 'Bench' }));
  const board = await api('GET', `/api/projects/${project.id}/board`);
  const total = board.columns.reduce((n, c) => n + c.cardCount, 0);
  if (total < BOARD_CARDS) {
    console.log(`Adding ${BOARD_CARDS - total} cards to the bench board through the API…`);
    const labels = ['task', 'bug', 'live_issue', 'low_priority'];
    await pool(
      Array.from({ length: BOARD_CARDS - total }, (_, i) => i),
      8,
      async (i) => {
        const column = board.columns[i % board.columns.length];
        const card = await api('POST', `/api/columns/${column.id}/cards`, { title: `Card ${total + i}` });
        if (i % 3 === 0)
          await api('PATCH', `/api/cards/${card.id}`, { labels: [labels[i % 4]], dueDate: '2027-01-15' });
      },
    );
  }
  const columns = [];
  for (const column of (await api('GET', `/api/projects/${project.id}/board`)).columns) {
    const ids = column.cards.map((c) => c.id);
    let more = column.hasMore;
    while (more) {
      const page = await api('GET', `/api/columns/${column.id}/cards?after=${ids.at(-1)}&limit=200`);
      ids.push(...page.items.map((c) => c.id));
      more = page.hasMore;
    }
    columns.push({ id: column.id, cards: ids });
  }
  return { projectId: project.id, columns };
}

/** 10,000 events of the member around `now` (98% single, 200 series), unless a previous run left them. */
export async function benchEvents(api, now) {
  const month = await api(
    'GET',
    `/api/calendar/events?from=${new Date(now - 30 * DAY).toISOString()}&to=${new Date(now + 30 * DAY).toISOString()}`,
  );
  if (month.items.length) return;
  console.log(`Adding ${EVENTS} events through the API…`);
  const random = seededRandom(1016);
  const today = Math.floor(now / DAY) * DAY;
  // 200 series: weekly meetings (some without end), monthly reviews, a month of daily ones, yearly dates.
  const repeats = [
    ...Array(20).fill('FREQ=WEEKLY;BYDAY=MO'),
    ...Array(60).fill('FREQ=WEEKLY;BYDAY=TU;COUNT=30'),
    ...Array(40).fill('FREQ=MONTHLY;BYDAY=-1FR'),
    ...Array(40).fill('FREQ=DAILY;COUNT=30'),
    ...Array(40).fill('FREQ=YEARLY'),
  ];
  const events = Array.from({ length: EVENTS }, (_, i) => {
    const rrule = i < repeats.length ? repeats[i] : null;
    // Singles over four years around today; series started within the last two.
    const day = rrule ? -Math.floor(random() * 730) : Math.floor(random() * 1461) - 730;
    const allDay = !rrule && random() < 0.05;
    const start = today + day * DAY + (7 + Math.floor(random() * 11)) * 3_600_000;
    const minutes = 30 * (1 + Math.floor(random() * 4));
    return {
      title: `${rrule ? 'Series' : 'Event'} ${i}`,
      allDay,
      start: allDay ? new Date(start).toISOString().slice(0, 10) : new Date(start).toISOString(),
      end: allDay
        ? new Date(start).toISOString().slice(0, 10)
        : new Date(start + minutes * 60_000).toISOString(),
      timeZone: 'Europe/Paris',
      color: '#3e82f7',
      rrule,
    };
  });
  await pool(events, 8, (event) => api('POST', '/api/calendar/events', event));
}

/**
 * The three measures: GET of the board (its first screen), card moves (random card, random column, after a random
 * card of it: the server places it by the order as it is), and the month view (a 6-week grid, 42 days).
 */
export async function benchWork({ api, load, only, now, connections }) {
  const results = {};
  if (only.has('board')) {
    const { projectId, columns } = await benchBoard(api);
    const url = `/api/projects/${projectId}/board`;
    for (let i = 0; i < 20; i++) await api('GET', url);
    console.log(`Loading GET ${url} (5,000 cards) from ${connections.join(' and ')} connections…`);
    results.board = {};
    for (const n of connections) results.board[n] = await load(() => api('GET', url), n);
    const random = seededRandom(2026);
    const pick = (list) => list[Math.floor(random() * list.length)];
    const move = async () => {
      const from = pick(columns);
      const card = pick(from.cards);
      const to = pick(columns);
      const afterId = to.cards.length ? pick(to.cards) : null;
      await api('POST', `/api/cards/${card}/move`, {
        columnId: to.id,
        afterId: afterId === card ? null : afterId,
      });
      // The local picture of the board only feeds the next picks: concurrent moves may leave it slightly off.
      for (const column of columns) {
        const at = column.cards.indexOf(card);
        if (at >= 0) column.cards.splice(at, 1);
      }
      to.cards.splice(to.cards.indexOf(afterId) + 1, 0, card);
    };
    console.log(`Moving cards from ${connections.join(' and ')} connections…`);
    results.move = {};
    for (const n of connections) results.move[n] = await load(move, n);
  }
  if (only.has('calendar')) {
    await benchEvents(api, now);
    const from = new Date(Math.floor(now / DAY) * DAY - 6 * DAY);
    const url = `/api/calendar/events?from=${from.toISOString()}&to=${new Date(from.getTime() + 42 * DAY).toISOString()}`;
    const shown = (await api('GET', url)).items.length;
    for (let i = 0; i < 20; i++) await api('GET', url);
    console.log(
      `Loading the month view (${shown} occurrences of ${EVENTS} events) from ${connections.join(' and ')} connections…`,
    );
    results.month = { occurrences: shown };
    for (const n of connections) results.month[n] = await load(() => api('GET', url), n);
  }
  return results;
}
