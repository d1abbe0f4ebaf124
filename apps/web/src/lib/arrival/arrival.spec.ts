import { EMBED_HOST_ID } from '@tastetype/quiz-domain';

/** A fresh module, as on the first page of a new page session opened at `url` from `referrer`. */
function arriveAt(url: string, referrer = ''): (typeof import('./arrival'))['arrival'] {
  window.history.replaceState(null, '', url);
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
  let loaded!: typeof import('./arrival');
  jest.isolateModules(() => (loaded = jest.requireActual('./arrival')));
  return loaded.arrival;
}

describe('the arrival of a page session', () => {
  afterEach(() => {
    Reflect.deleteProperty(document, 'referrer');
    window.history.replaceState(null, '', '/');
  });

  it('is read from the first page, and kept when the visitor moves on', async () => {
    const arrival = arriveAt('/?utm_source=newsletter&utm_medium=email', 'https://mail.example/inbox/123');
    window.history.pushState(null, '', '/test');
    expect(arrival()).toEqual({ utmSource: 'newsletter', utmMedium: 'email', referrer: 'mail.example' });
  });

  it("drops a referrer on the site's own host, and is undefined for a direct visit", async () => {
    expect(arriveAt('/test', `${window.location.origin}/`)()).toBeUndefined();
    expect(arriveAt('/')()).toBeUndefined();
  });

  it("names the publisher's host inside an embed frame", async () => {
    const host = document.createElement('script');
    host.type = 'application/json';
    host.id = EMBED_HOST_ID;
    host.textContent = JSON.stringify({ host: 'https://blog.example' });
    document.body.append(host);
    try {
      expect(arriveAt('/embed/quiz?ref=blog', 'https://blog.example/posts/tacos')()).toEqual({
        ref: 'blog',
        referrer: 'blog.example',
      });
    } finally {
      host.remove();
    }
  });

  it('is kept in memory only: no cookie, nothing in storage', async () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    expect(arriveAt('/?utm_source=newsletter&ref=blog', 'https://news.example/a')()).toBeDefined();
    expect(document.cookie).toBe('');
    expect([localStorage.length, sessionStorage.length]).toEqual([0, 0]);
    expect(setItem).not.toHaveBeenCalled();
    setItem.mockRestore();
  });
});
