import type { MockedResponse } from '@apollo/client/testing';
import {
  MarkSharedDocument,
  PersonalitiesDocument,
  PersonalityDistributionDocument,
  SaveResultDocument,
} from '../gql/graphql';

export const SERVER_ID = '6f1c2b1e-2f4e-4c4b-9b1a-1d2e3f4a5b6c';

export const PROFILES = [
  {
    __typename: 'Personality' as const,
    key: 'comfort',
    title: 'Comfort Connoisseur',
    description: 'You cook the way other people hug.',
    color: 'from-amber-300 to-rose-300',
    traits: [
      'Keeper of the family recipes',
      'Never lets a guest leave hungry',
      'Loves slow cooking',
      'Loyal to a diner',
    ],
    foods: ['Lasagna', 'Chicken noodle soup', 'Apple crumble', 'Pancakes', "Shepherd's pie", 'Mac and cheese'],
    image: '/pictures/personalities/comfort.webp',
  },
  {
    __typename: 'Personality' as const,
    key: 'adventurous',
    title: 'Flavor Explorer',
    description: 'Your menu is a passport.',
    color: 'from-rose-300 to-yellow-200',
    traits: [
      'Orders the dish nobody dares to',
      'Collects hot sauces',
      'Plans trips around street food',
      'Asks the chef',
    ],
    foods: ['Kimchi jjigae', 'Thai green curry', 'Mole poblano', 'Sushi omakase', 'Dan dan noodles', 'Ceviche'],
    image: '/pictures/personalities/adventurous.webp',
  },
];

export function personalitiesMock(locale = 'en'): MockedResponse {
  return {
    request: { query: PersonalitiesDocument, variables: { locale } },
    result: { data: { personalities: PROFILES } },
  };
}

export function personalitiesFailure(): MockedResponse {
  return { request: { query: PersonalitiesDocument, variables: { locale: 'en' } }, error: new Error('Network down') };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Matches a save of these answers in a language, sent with the attempt's clientId (a v4 UUID made in the browser). */
function saveOf(personality: string, answers: Record<string, string>, locale = 'en') {
  return (variables: { input?: { clientId?: string } }) => {
    const { clientId = '', ...input } = variables.input ?? {};
    return UUID.test(clientId) && JSON.stringify(input) === JSON.stringify({ personality, answers, locale });
  };
}

export function saveMock(
  personality: string,
  answers: Record<string, string>,
  delay = 0,
  locale = 'en',
): MockedResponse {
  return {
    request: { query: SaveResultDocument, variables: saveOf(personality, answers, locale) },
    result: { data: { savePersonalityResult: { __typename: 'PersonalityResult', id: SERVER_ID, personality } } },
    delay,
  };
}

export function saveFailure(personality: string, answers: Record<string, string>): MockedResponse {
  return {
    request: { query: SaveResultDocument, variables: saveOf(personality, answers) },
    error: new Error('Network down'),
  };
}

export function markSharedMock(id = SERVER_ID): MockedResponse & { called: () => boolean } {
  let called = false;
  return {
    request: { query: MarkSharedDocument, variables: { id } },
    result: () => {
      called = true;
      return { data: { markShared: { __typename: 'PersonalityResult', id, shared: true } } };
    },
    called: () => called,
  };
}

export function markSharedFailure(id = SERVER_ID): MockedResponse {
  return { request: { query: MarkSharedDocument, variables: { id } }, error: new Error('Network down') };
}

export function distributionMock(shares: { personality: string; percent: number }[]): MockedResponse {
  return {
    request: { query: PersonalityDistributionDocument },
    result: {
      data: { personalityDistribution: shares.map((share) => ({ __typename: 'PersonalityShare', ...share })) },
    },
  };
}

export function distributionFailure(): MockedResponse {
  return { request: { query: PersonalityDistributionDocument }, error: new Error('Network down') };
}
