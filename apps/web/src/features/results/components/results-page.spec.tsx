import { act, screen } from '@testing-library/react';
import { PROFILES, personalitiesFailure, personalitiesMock } from '../../../testing/mocks';
import { expectLocation, expectToast, renderApp } from '../../../testing/render-app';

const comfort = PROFILES[0];

describe('/results/:personality', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the loading card, then reveals the headline at 1 s and the content at 1.5 s', async () => {
    jest.useFakeTimers();
    renderApp('/results/comfort?id=abc', [personalitiesMock()], { fakeTimers: true });
    expect(screen.getByText('Loading your food personality...')).toBeVisible();

    const headline = await screen.findByText("You're a Comfort Connoisseur!");
    expect(headline).not.toBeVisible();
    expect(screen.getByText(comfort.description)).not.toBeVisible();

    // The spec's delays: the headline at 1000 ms, the content at 1500 ms.
    await act(async () => jest.advanceTimersByTime(999));
    expect(headline).not.toBeVisible();
    await act(async () => jest.advanceTimersByTime(1));
    expect(headline).toBeVisible();
    expect(screen.getByText(comfort.description)).not.toBeVisible();

    await act(async () => jest.advanceTimersByTime(499));
    expect(screen.getByText(comfort.description)).not.toBeVisible();
    await act(async () => jest.advanceTimersByTime(1));
    expect(screen.getByText(comfort.description)).toBeVisible();
    for (const trait of comfort.traits) expect(screen.getByText(trait)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Perfect Foods for You' })).toBeVisible();
    for (const food of comfort.foods) expect(screen.getByText(food)).toBeVisible();
    expect(screen.getByRole('img', { name: 'Dishes a Comfort Connoisseur loves' })).toHaveAttribute(
      'src',
      comfort.image,
    );
    expect(screen.getByText('Your Food Style')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Share My Results' })).toBeVisible();
  });

  it('shows everything at once, in order, when the visitor prefers reduced motion', async () => {
    window.matchMedia = jest.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
    renderApp('/results/adventurous', [personalitiesMock()]);
    expect(await screen.findByRole('heading', { name: "You're a Flavor Explorer!" })).toBeVisible();
    expect(screen.getByText(PROFILES[1].description)).toBeVisible();
    const inOrder = [
      screen.getByRole('heading', { name: "You're a Flavor Explorer!" }),
      screen.getByText(PROFILES[1].description),
      screen.getByRole('heading', { name: 'Perfect Foods for You' }),
      screen.getByText('Your Food Style'),
      screen.getByRole('button', { name: 'Share My Results' }),
    ];
    for (const [before, after] of inOrder.slice(1).map((el, i) => [inOrder[i], el])) {
      expect(before.compareDocumentPosition(after) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    Reflect.deleteProperty(window, 'matchMedia');
  });

  it.each(['/results/picky', '/results'])("shows 'Personality not found' for %s, with a way home", async (path) => {
    const { user } = renderApp(path, [personalitiesMock()]);
    expect(screen.getByRole('heading', { name: 'Personality not found' })).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Go Home' }));
    await expectLocation(/^\/$/);
  });

  it("toasts the failure and shows 'Personality not found' when the profiles cannot load", async () => {
    renderApp('/results/comfort', [personalitiesFailure()]);
    await expectToast('Error', 'Failed to load personality data.');
    expect(screen.getByRole('heading', { name: 'Personality not found' })).toBeVisible();
  });

  it.each([
    ['Retake Test', '/test'],
    ['Home', /^\/$/],
  ])('%s goes to %s', async (name, path) => {
    window.matchMedia = jest.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
    const { user } = renderApp('/results/comfort', [personalitiesMock()]);
    await user.click(await screen.findByRole('link', { name }));
    await expectLocation(path);
    Reflect.deleteProperty(window, 'matchMedia');
  });

  it('opened from a shared link, invites the friend to take the test above the whole result', async () => {
    window.matchMedia = jest.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
    const { user } = renderApp('/results/comfort?ref=share', [personalitiesMock()]);
    expect(await screen.findByText('A friend shared their food personality with you.')).toBeVisible();
    expect(screen.getByRole('heading', { name: "You're a Comfort Connoisseur!" })).toBeVisible();
    expect(screen.getByText(comfort.description)).toBeVisible();
    for (const name of ['Share My Results']) expect(screen.getByRole('button', { name })).toBeVisible();
    for (const name of ['Retake Test', 'Home']) expect(screen.getByRole('link', { name })).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Take the Test' }));
    await expectLocation('/test');
    Reflect.deleteProperty(window, 'matchMedia');
  });

  it("a visitor's own result has no invitation", async () => {
    window.matchMedia = jest.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
    renderApp('/results/comfort?id=abc', [personalitiesMock()]);
    await screen.findByRole('heading', { name: "You're a Comfort Connoisseur!" });
    expect(screen.queryByRole('link', { name: 'Take the Test' })).toBeNull();
    Reflect.deleteProperty(window, 'matchMedia');
  });
});
