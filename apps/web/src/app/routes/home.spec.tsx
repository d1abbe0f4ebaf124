import { screen } from '@testing-library/react';
import { expectLocation, renderApp } from '../../testing/render-app';

describe('home route', () => {
  it('shows the hero, the three personality cards and the closing call to action', async () => {
    renderApp('/');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('TasteType');
    expect(screen.getByRole('heading', { name: "What's Your Food Personality?" })).toBeVisible();
    for (const [title, blurb] of [
      ['Comfort Connoisseur', /cozy, familiar flavors/i],
      ['Flavor Explorer', /bold, exotic cuisines/i],
      ['Wellness Warrior', /fresh, wholesome ingredients/i],
    ] as const) {
      expect(screen.getByRole('heading', { name: title })).toBeVisible();
      expect(screen.getByText(blurb)).toBeVisible();
    }
    expect(screen.getByText(/about 2 minutes/)).toBeVisible();
    expect(document.title).toBe('TasteType — Discover your food personality');
  });

  it.each(['Discover My Food Personality', 'Start My Food Journey'])('%s goes to /test', async (name) => {
    const { user } = renderApp('/');
    await user.click(screen.getByRole('link', { name }));
    await expectLocation('/test');
    expect(screen.getByRole('heading', { name: 'Food Personality Assessment' })).toBeVisible();
    expect(document.title).toBe('Food Personality Assessment · TasteType');
  });
});

describe('any other path', () => {
  it('shows a not-found page with a way home', async () => {
    const { user } = renderApp('/menu/secret');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Back to Home' }));
    await expectLocation(/^\/$/);
  });
});
