import { screen } from '@testing-library/react';
import { eventsMock, resultsMock } from '../../../../testing/insights/figures-mocks';
import { anyAcquisitionMock } from '../api/acquisition-mocks';
import { renderInsights } from '../../../../testing/insights/render-insights';
import { ADA, ADA_HOLDER, signedIn } from '../../../../testing/insights/sign-in-mocks';

const TOKEN = 'right-token-of-the-team';

describe('the CSV download', () => {
  let saved: { filename: string; href: string }[];
  let answer: () => Promise<Response>;
  const fetch = jest.fn<Promise<Response>, [string, RequestInit?]>(() => answer());

  beforeEach(() => {
    sessionStorage.setItem('tastetype.analytics-token', TOKEN);
    saved = [];
    Object.defineProperty(window, 'fetch', { value: fetch, configurable: true });
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:csv'), revokeObjectURL: jest.fn() });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ filename: this.download, href: this.href });
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(window, 'fetch');
    jest.restoreAllMocks();
  });

  it('fetches the filtered CSV with the token and saves it as a file', async () => {
    let finish: (response: Response) => void = () => undefined;
    answer = () => new Promise((resolve) => (finish = resolve));
    const { user } = renderInsights('/insights?from=2026-01-01&to=2026-01-31&personality=comfort', {
      mocks: [
        resultsMock({ fromDay: '2026-01-01', toDay: '2026-02-01', personality: 'comfort' }),
        eventsMock({ fromDay: '2026-01-01', toDay: '2026-02-01' }),
        anyAcquisitionMock(),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));

    expect(screen.getByRole('button', { name: 'Preparing CSV…' })).toBeDisabled();
    expect(screen.getByText('Preparing the CSV of the results in this filter…')).toBeVisible();
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe(
      '/api/results.csv?from=2026-01-01T00%3A00%3A00.000Z&to=2026-02-01T00%3A00%3A00.000Z&personality=comfort',
    );
    expect(new Headers(init?.headers).get('authorization')).toBe(`Bearer ${TOKEN}`);

    finish({
      ok: true,
      status: 200,
      headers: new Headers({ 'content-disposition': 'attachment; filename="tastetype-results-from-2026-01-01.csv"' }),
      blob: async () => new Blob(['id\n']),
    } as Response);
    expect(await screen.findByRole('button', { name: 'Download CSV' })).toBeEnabled();
    expect(saved).toEqual([{ filename: 'tastetype-results-from-2026-01-01.csv', href: 'blob:csv' }]);
  });

  it('asks for the results of the visitors from the channel, source, medium and campaign picked', async () => {
    answer = () => new Promise(() => undefined);
    const { user } = renderInsights('/insights?range=all&campaign=Spring+%26+Summer&channel=Email', {
      mocks: [resultsMock({ all: true }), eventsMock({ all: true }), anyAcquisitionMock()],
    });
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    expect(fetch).toHaveBeenLastCalledWith(
      '/api/results.csv?channel=Email&campaign=Spring+%26+Summer',
      expect.anything(),
    );
  });

  it.each([
    [
      401,
      'The server refused this key. Check it and enter it again, or ask for a new one.This key expired on 2026-01-01',
    ],
    [403, 'This key lacks the scope results:export, which the CSV export needs.'],
    [400, 'The server refused this filter for the CSV export.'],
    [500, 'The CSV export failed: the server answered 500.'],
  ])('says why when the server answers %i, and saves nothing', async (status, message) => {
    // A refusal's body, as the server writes it: its words show for a refused key only.
    const body = { statusCode: status, message: 'This key expired on 2026-01-01' };
    answer = async () => ({ ok: false, status, json: async () => body }) as Response;
    const { user } = renderInsights('/insights?range=all', {
      mocks: [resultsMock({ all: true }), eventsMock({ all: true }), anyAcquisitionMock()],
    });
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
    expect(saved).toEqual([]);
  });

  it('says so when the server cannot be reached', async () => {
    answer = async () => Promise.reject(new TypeError('Failed to fetch'));
    const { user } = renderInsights('/insights', { mocks: [resultsMock(), eventsMock(), anyAcquisitionMock()] });
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('the server could not be reached');
  });

  describe('signed in through the provider', () => {
    const asAda = { auth: signedIn(), holder: ADA_HOLDER, mocks: [resultsMock(), eventsMock(), anyAcquisitionMock()] };

    it('fetches the CSV with the session’s cookie and CSRF token, and no key', async () => {
      answer = async () =>
        ({ ok: true, status: 200, headers: new Headers(), blob: async () => new Blob(['id\n']) }) as Response;
      const { user } = renderInsights('/insights', asAda);
      await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
      await screen.findByRole('button', { name: 'Download CSV' });
      const [, init] = fetch.mock.calls.at(-1) ?? [];
      expect(init?.credentials).toBe('same-origin');
      expect(new Headers(init?.headers).get('x-csrf-token')).toBe(ADA.csrfToken);
      expect(new Headers(init?.headers).get('authorization')).toBeNull();
      expect(saved).toEqual([{ filename: 'tastetype-results.csv', href: 'blob:csv' }]);
    });

    it.each([
      [401, 'Your session has ended. Sign in again to carry on.'],
      [403, 'Your groups do not give you the scope results:export, which the CSV export needs.'],
    ])('says what a %i means for a person', async (status, message) => {
      answer = async () => ({ ok: false, status, json: async () => ({ message: 'No session' }) }) as Response;
      const { user } = renderInsights('/insights', asAda);
      await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(new RegExp(`^${message}$`));
    });
  });
});
