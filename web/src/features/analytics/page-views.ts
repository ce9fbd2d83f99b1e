import type { PageView } from '@atrium/contracts';
import type { Device, ReferralSource } from '@atrium/contracts/dashboard-rules';
import { PAGE_VIEW_LIMITS } from '@atrium/contracts/dashboard-rules';

/**
 * The page views the app records about itself (the Analytic dashboard's data). Views queue up and leave in one
 * batch a moment after navigation settles, or when the tab is hidden; a failed or offline send is dropped on
 * purpose: analytics must never slow down or break the screen the person is using.
 */

const VISITOR_KEY = 'atrium_visitor';
const SESSION_KEY = 'atrium_session';
const FLUSH_DELAY_MS = 2000;

/** Device class from the user agent first (a tablet in landscape is still a tablet), then the viewport width. */
export function deviceOf(userAgent: string, width: number): Device {
  if (/iPad|Tablet|PlayBook|Silk|Android(?!.*Mobile)/i.test(userAgent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android.*Mobile|Windows Phone/i.test(userAgent)) return 'mobile';
  if (width < 768) return 'mobile';
  if (width < 1200 && /Macintosh/.test(userAgent) && (globalThis.navigator?.maxTouchPoints ?? 0) > 1) {
    return 'tablet'; // iPadOS reports itself as a Mac
  }
  return 'desktop';
}

/** Country (ISO alpha-2) from the browser's locale: its region, or the likely one for a bare language. */
export function countryOf(language: string | undefined): string | null {
  if (!language) return null;
  try {
    const locale = new Intl.Locale(language);
    const region = locale.region ?? locale.maximize().region;
    return region && /^[A-Z]{2}$/.test(region) ? region : null;
  } catch {
    return null;
  }
}

const NETWORKS: [RegExp, ReferralSource][] = [
  [/(^|\.)(facebook\.com|fb\.me|fb\.com)$/, 'facebook'],
  [/(^|\.)(twitter\.com|x\.com|t\.co)$/, 'twitter'],
  [/(^|\.)instagram\.com$/, 'instagram'],
  [/(^|\.)(linkedin\.com|lnkd\.in)$/, 'linkedin'],
  [/(^|\.)(youtube\.com|youtu\.be)$/, 'youtube'],
  [/(^|\.)dribbble\.com$/, 'dribbble'],
  [/(^|\.)(google\.[a-z.]+|bing\.com|duckduckgo\.com|baidu\.com|yahoo\.[a-z.]+|yandex\.[a-z.]+)$/, 'search'],
];

/**
 * Where a visit came from: a `utm_source` naming a network wins, then the referrer's host; a referrer on our
 * own origin or none at all is not a referral (null).
 */
export function sourceOf(referrer: string, ownOrigin: string, search = ''): ReferralSource | null {
  const utm = new URLSearchParams(search).get('utm_source')?.toLowerCase();
  if (utm) {
    const named = NETWORKS.find(([, source]) => source === utm)?.[1];
    if (named) return named;
  }
  if (!referrer) return null;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.origin === ownOrigin) return null;
  const host = url.hostname.toLowerCase();
  return NETWORKS.find(([pattern]) => pattern.test(host))?.[1] ?? 'other';
}

function storedId(storage: Storage | undefined, key: string): string {
  const fresh = () =>
    globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  try {
    const existing = storage?.getItem(key);
    if (existing && existing.length >= 8) return existing;
    const id = fresh();
    storage?.setItem(key, id);
    return id;
  } catch {
    return fresh(); // storage disabled: the visit still counts, as a new visitor
  }
}

type Send = (views: PageView[]) => Promise<unknown>;

/** A page-view queue; `send` posts one batch (tests pass their own). */
export function createPageViewRecorder(send: Send) {
  let queue: PageView[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let firstView = true;

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (queue.length === 0) return;
    const batch = queue.slice(0, PAGE_VIEW_LIMITS.batch);
    queue = queue.slice(PAGE_VIEW_LIMITS.batch);
    if (globalThis.navigator?.onLine === false) return; // offline: dropped, by design
    void send(batch).catch(() => {});
    if (queue.length > 0) flush();
  };

  const record = (path: string) => {
    const source = firstView ? sourceOf(document.referrer, location.origin, location.search) : null;
    firstView = false;
    queue.push({
      path: path.slice(0, PAGE_VIEW_LIMITS.path),
      at: new Date().toISOString(),
      device: deviceOf(navigator.userAgent, window.innerWidth),
      country: countryOf(navigator.language),
      source,
      visitorId: storedId(globalThis.localStorage, VISITOR_KEY),
      sessionId: storedId(globalThis.sessionStorage, SESSION_KEY),
    });
    if (queue.length >= PAGE_VIEW_LIMITS.batch) flush();
    else {
      clearTimeout(timer);
      timer = setTimeout(flush, FLUSH_DELAY_MS);
    }
  };

  return { record, flush, pending: () => queue.length };
}
