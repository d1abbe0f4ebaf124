import type { Page } from '@playwright/test';
import { answer, expect } from './fixtures';

/** The three answers that make a comfort result, as their options are labelled. */
export const COMFORT_ANSWERS = ['Mild & Familiar', 'Cozy & Intimate', 'Simple & Clean'];

/** From the page shown (the home page), into the quiz as a visitor would. */
export async function startFromHome(page: Page) {
  await page.getByRole('link', { name: 'Discover My Food Personality' }).click();
  await expect(page.getByText('Question 1 of 3')).toBeVisible();
}

export async function finishQuiz(page: Page) {
  for (const label of COMFORT_ANSWERS) await answer(page, label);
  await expect(page.getByRole('heading', { name: "You're a Comfort Connoisseur!" })).toBeVisible();
}

/** Leaving the page sends what is still queued, as a visitor closing the tab would. */
export async function leave(page: Page) {
  await page.goto('about:blank');
}
