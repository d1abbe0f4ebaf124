import { screen, within } from '@testing-library/react';
import { LOCAL_RESULTS_KEY } from '../../../lib/result-saving/local-results';
import { SERVER_ID, personalitiesMock, saveFailure, saveMock } from '../../../testing/mocks';
import { expectLocation, expectToast, renderApp } from '../../../testing/render-app';

const pick = (label: string) => screen.getByRole('radio', { name: label });

/** Picks each label in turn, pressing Next (or 'Get My Results' on the last question). */
async function answerAll(user: ReturnType<typeof renderApp>['user'], labels: string[]) {
  for (const label of labels) {
    await user.click(pick(label));
    await user.click(screen.getByRole('button', { name: /Next|Get My Results/ }));
  }
}

describe('/test quiz', () => {
  it('shows one question at a time with progress, and enables Next only after a pick', async () => {
    const { user } = renderApp('/test');
    expect(screen.getByRole('heading', { name: 'Food Personality Assessment' })).toBeVisible();
    expect(screen.getByText('Question 1 of 3')).toBeVisible();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');
    expect(
      screen.getByRole('group', {
        name: 'Which flavor profile appeals to you most?',
      }),
    ).toBeVisible();
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.queryByTestId('check-mark')).toBeNull();

    await user.click(pick('Bold & Spicy'));
    expect(pick('Bold & Spicy')).toBeChecked();
    expect(within(pick('Bold & Spicy').closest('label') as HTMLElement).getByTestId('check-mark')).toBeVisible();
    expect(screen.getAllByTestId('check-mark')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(screen.getByText('Question 2 of 3')).toBeVisible();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '67');
    expect(
      screen.getByRole('heading', {
        name: "What's your ideal dining experience?",
      }),
    ).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it("reads 'Back to Home' on the first question and goes home", async () => {
    const { user } = renderApp('/test');
    await user.click(screen.getByRole('button', { name: 'Back to Home' }));
    await expectLocation(/^\/$/);
  });

  it('steps back with Previous to a blank question: no pick, Next disabled', async () => {
    const { user } = renderApp('/test');
    await answerAll(user, ['Mild & Familiar']);
    await user.click(pick('Exotic & Adventurous'));
    await user.click(screen.getByRole('button', { name: 'Previous' }));

    expect(screen.getByText('Question 1 of 3')).toBeVisible();
    for (const radio of screen.getAllByRole('radio')) {
      expect(radio).not.toBeChecked();
    }
    expect(screen.queryByTestId('check-mark')).toBeNull();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('keeps earlier answers after Previous and saves the new pick, not the old one', async () => {
    const answers = {
      flavor: 'mild',
      dining: 'exotic',
      cooking: 'experimental',
    };
    const { user } = renderApp('/test', [saveMock('adventurous', answers), personalitiesMock()]);
    await answerAll(user, ['Mild & Familiar', 'Cozy & Intimate']);
    await user.click(pick('Traditional Methods'));
    await user.click(screen.getByRole('button', { name: 'Previous' }));

    expect(screen.getByText('Question 2 of 3')).toBeVisible();
    expect(pick('Cozy & Intimate')).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await answerAll(user, ['Exotic & Adventurous']);
    expect(pick('Traditional Methods')).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Get My Results' })).toBeDisabled();
    await answerAll(user, ['Experimental & Fusion']);
    await expectLocation(`/results/adventurous?id=${SERVER_ID}`);
  });

  it("saves the tallied winner, shows 'Processing...' meanwhile, then the toast and the results page", async () => {
    const answers = { flavor: 'spicy', dining: 'exotic', cooking: 'simple' };
    const { user } = renderApp('/test', [saveMock('adventurous', answers, 50), personalitiesMock()]);
    await user.click(pick('Bold & Spicy'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(pick('Exotic & Adventurous'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(pick('Simple & Clean'));
    await user.click(screen.getByRole('button', { name: 'Get My Results' }));

    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    await expectToast('Assessment Complete!', 'Your food personality has been determined.');
    await expectLocation(`/results/adventurous?id=${SERVER_ID}`);
    expect(localStorage.getItem(LOCAL_RESULTS_KEY)).toBeNull();
  });

  it('gives a 1-1-1 tie to comfort', async () => {
    const answers = {
      flavor: 'fresh',
      dining: 'exotic',
      cooking: 'traditional',
    };
    const { user } = renderApp('/test', [saveMock('comfort', answers), personalitiesMock()]);
    await answerAll(user, ['Fresh & Light', 'Exotic & Adventurous', 'Traditional Methods']);
    await expectToast('Assessment Complete!', 'Your food personality has been determined.');
    await expectLocation(`/results/comfort?id=${SERVER_ID}`);
  });

  it('keeps the result on the device and still shows it when saving fails', async () => {
    jest.useFakeTimers({
      now: new Date(2026, 10, 22, 9, 30),
      advanceTimers: true,
    });
    const answers = {
      flavor: 'fresh',
      dining: 'fresh_natural',
      cooking: 'simple',
    };
    const { user } = renderApp('/test', [saveFailure('healthy', answers), personalitiesMock()]);
    await answerAll(user, ['Fresh & Light', 'Fresh & Natural', 'Simple & Clean']);
    await expectToast('Error', 'Failed to save your results. Please try again.');
    const stored = JSON.parse(localStorage.getItem(LOCAL_RESULTS_KEY) ?? '[]');
    expect(stored).toEqual([
      {
        id: expect.stringMatching(/^\d{13}$/),
        personality: 'healthy',
        date: '2026-11-22',
        answers,
        shared: false,
        clientId: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
        locale: 'en',
      },
    ]);
    await expectLocation(`/results/healthy?id=${stored[0].id}`);
    jest.useRealTimers();
  });
});
