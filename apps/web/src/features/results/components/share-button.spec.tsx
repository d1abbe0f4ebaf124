import { screen, waitFor } from '@testing-library/react';
import { LOCAL_RESULTS_KEY } from '../../../lib/result-saving/local-results';
import { SERVER_ID, markSharedFailure, markSharedMock, personalitiesMock } from '../../../testing/mocks';
import { expectToast, renderApp } from '../../../testing/render-app';

const SHARE_TEXT = "I'm a Comfort Connoisseur! You cook the way other people hug.";

function stubShareSheet(share: jest.Mock | undefined) {
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
}

function stubClipboard(writeText: jest.Mock | undefined) {
  Object.defineProperty(navigator, 'clipboard', { value: writeText ? { writeText } : undefined, configurable: true });
}

/** Opens a results page; `arrange` stubs the device after user-event has installed its own clipboard. */
async function openResults(path: string, arrange: () => void, mocks = [personalitiesMock()]) {
  window.matchMedia = jest.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
  const view = renderApp(path, mocks);
  stubShareSheet(undefined);
  stubClipboard(undefined);
  arrange();
  await screen.findByRole('button', { name: 'Share My Results' });
  return view;
}

describe('Share My Results', () => {
  afterEach(() => {
    stubShareSheet(undefined);
    stubClipboard(undefined);
    Reflect.deleteProperty(window, 'matchMedia');
  });

  it('records a server result first, then opens the share sheet with the spec texts and the link for friends, not the id', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    const marked = markSharedMock();
    const { user } = await openResults(`/results/comfort?id=${SERVER_ID}`, () => stubShareSheet(share), [
      personalitiesMock(),
      marked,
    ]);
    await user.click(screen.getByRole('button', { name: 'Share My Results' }));

    await expectToast('Shared successfully!', 'Your food personality has been shared.');
    await waitFor(async () => expect(marked.called()).toBe(true));
    expect(share).toHaveBeenCalledWith({
      title: 'TasteType - My Food Personality',
      text: SHARE_TEXT,
      url: `${window.location.origin}/results/comfort?ref=share&via=sheet`,
    });
    expect(screen.getByRole('button', { name: 'Shared!' })).toBeVisible();
  });

  it('marks a local fallback result shared on the device, with no server call', async () => {
    localStorage.setItem(
      LOCAL_RESULTS_KEY,
      JSON.stringify([{ id: '1732262400000', personality: 'comfort', date: '2026-11-22', answers: {}, shared: false }]),
    );
    const { user } = await openResults('/results/comfort?id=1732262400000', () =>
      stubShareSheet(jest.fn().mockResolvedValue(undefined)),
    );
    await user.click(screen.getByRole('button', { name: 'Share My Results' }));

    await expectToast('Shared successfully!', 'Your food personality has been shared.');
    expect(JSON.parse(localStorage.getItem(LOCAL_RESULTS_KEY) ?? '[]')[0].shared).toBe(true);
  });

  it("copies the spec's text, ending with the site's origin, when there is no share sheet", async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    const { user } = await openResults('/results/comfort', () => stubClipboard(writeText));
    await user.click(screen.getByRole('button', { name: 'Share My Results' }));

    await expectToast('Shared successfully!', 'Your food personality has been shared.');
    expect(writeText).toHaveBeenCalledWith(`${SHARE_TEXT} Check out TasteType: ${window.location.origin}`);
  });

  it.each([
    [
      'the share sheet fails',
      () => stubShareSheet(jest.fn().mockRejectedValue(new Error('blocked'))),
      '/results/comfort',
    ],
    ['nothing can share or copy', () => undefined, '/results/comfort'],
  ])("toasts 'Share failed' when %s", async (_case, arrange, path) => {
    const { user } = await openResults(path, arrange);
    await user.click(screen.getByRole('button', { name: 'Share My Results' }));
    await expectToast('Share failed', 'Unable to share at this time.');
    expect(screen.getByRole('button', { name: 'Share My Results' })).not.toHaveAttribute('aria-disabled', 'true');
  });

  it('still shares when the server cannot record the share', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    const { user } = await openResults(`/results/comfort?id=${SERVER_ID}`, () => stubShareSheet(share), [
      personalitiesMock(),
      markSharedFailure(),
    ]);
    await user.click(screen.getByRole('button', { name: 'Share My Results' }));
    await expectToast('Shared successfully!', 'Your food personality has been shared.');
    expect(share).toHaveBeenCalledTimes(1);
  });

  it('says nothing when the visitor closes the share sheet', async () => {
    const cancelled = Object.assign(new Error('cancelled'), { name: 'AbortError' });
    const { user } = await openResults('/results/comfort', () =>
      stubShareSheet(jest.fn().mockRejectedValue(cancelled)),
    );
    await user.click(screen.getByRole('button', { name: 'Share My Results' }));
    expect(await screen.findByRole('button', { name: 'Share My Results' })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.queryByText('Share failed')).toBeNull();
    expect(screen.queryByText('Shared successfully!')).toBeNull();
  });
});
