import type { PageView } from '@atrium/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countryOf, createPageViewRecorder, deviceOf, sourceOf } from './page-views';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ANDROID_TABLET = 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 Chrome/126 Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126 Safari/537.36';

describe('device class', () => {
  it('trusts the user agent, then the viewport', () => {
    expect(deviceOf(IPHONE, 1400)).toBe('mobile');
    expect(deviceOf(IPAD, 1400)).toBe('tablet');
    expect(deviceOf(ANDROID_TABLET, 1400)).toBe('tablet');
    expect(deviceOf(DESKTOP, 1400)).toBe('desktop');
    expect(deviceOf(DESKTOP, 500)).toBe('mobile');
  });
});

describe('country', () => {
  it('takes the locale region, or the likely region of a bare language', () => {
    expect(countryOf('fr-CA')).toBe('CA');
    expect(countryOf('en-GB')).toBe('GB');
    expect(countryOf('ja')).toBe('JP');
    expect(countryOf('')).toBeNull();
    expect(countryOf('not a locale!')).toBeNull();
  });
});

describe('referral source', () => {
  const own = 'https://admin.example.org';
  it('names social networks and search engines from the referrer host', () => {
    expect(sourceOf('https://m.facebook.com/story', own)).toBe('facebook');
    expect(sourceOf('https://t.co/abc', own)).toBe('twitter');
    expect(sourceOf('https://www.linkedin.com/feed', own)).toBe('linkedin');
    expect(sourceOf('https://www.google.fr/search?q=x', own)).toBe('search');
    expect(sourceOf('https://news.ycombinator.com/', own)).toBe('other');
  });
  it('is null for our own pages and direct visits; utm_source wins', () => {
    expect(sourceOf(`${own}/app/pages/profile`, own)).toBeNull();
    expect(sourceOf('', own)).toBeNull();
    expect(sourceOf('', own, '?utm_source=YouTube')).toBe('youtube');
    expect(sourceOf('garbage', own)).toBeNull();
  });
});

describe('recorder', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends one batch after navigation settles, with stable visitor and session ids', async () => {
    const batches: PageView[][] = [];
    const recorder = createPageViewRecorder(async (views) => batches.push(views));
    recorder.record('/app/dashboards/default');
    recorder.record('/app/apps/ecommerce/orders');
    expect(batches).toHaveLength(0); // never on the navigation's own tick
    await vi.advanceTimersByTimeAsync(2000);
    expect(batches).toHaveLength(1);
    const [first, second] = batches[0] as [PageView, PageView];
    expect(first.path).toBe('/app/dashboards/default');
    expect(second.path).toBe('/app/apps/ecommerce/orders');
    expect(second.visitorId).toBe(first.visitorId);
    expect(second.sessionId).toBe(first.sessionId);
    expect(second.source).toBeNull(); // only a visit's first view can carry a source
    expect(Date.parse(first.at)).not.toBeNaN();
  });

  it('drops views while offline and swallows send failures', async () => {
    const send = vi.fn(async () => {
      throw new Error('network down');
    });
    const recorder = createPageViewRecorder(send);
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    recorder.record('/app/pages/profile');
    recorder.flush();
    expect(send).not.toHaveBeenCalled();
    expect(recorder.pending()).toBe(0);
    online.mockReturnValue(true);
    recorder.record('/app/pages/profile');
    recorder.flush();
    expect(send).toHaveBeenCalledTimes(1);
    await Promise.resolve();
  });

  it('sends full batches at the size the API accepts', () => {
    const sizes: number[] = [];
    const recorder = createPageViewRecorder(async (views) => sizes.push(views.length));
    for (let i = 0; i < 120; i++) recorder.record(`/app/p/${i}`);
    recorder.flush();
    expect(sizes).toEqual([50, 50, 20]);
  });
});
