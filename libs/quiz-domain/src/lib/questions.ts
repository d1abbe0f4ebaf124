import type { PersonalityKey } from './personalities';

export const QUESTION_IDS = ['flavor', 'dining', 'cooking'] as const;

export type QuestionId = (typeof QUESTION_IDS)[number];

export interface QuizOption {
  id: string;
  label: string;
  personality: PersonalityKey;
  /** Served by the api from its own files. */
  image: string;
}

export interface QuizQuestion {
  id: QuestionId;
  text: string;
  options: readonly QuizOption[];
}

/** A completed quiz: one option id per question. */
export type Answers = Record<QuestionId, string>;

function option(id: string, label: string, personality: PersonalityKey): QuizOption {
  return { id, label, personality, image: `/pictures/options/${id}.webp` };
}

export const QUESTIONS: readonly QuizQuestion[] = [
  {
    id: 'flavor',
    text: 'Which flavor profile appeals to you most?',
    options: [
      option('mild', 'Mild & Familiar', 'comfort'),
      option('spicy', 'Bold & Spicy', 'adventurous'),
      option('fresh', 'Fresh & Light', 'healthy'),
    ],
  },
  {
    id: 'dining',
    text: "What's your ideal dining experience?",
    options: [
      option('cozy', 'Cozy & Intimate', 'comfort'),
      option('exotic', 'Exotic & Adventurous', 'adventurous'),
      option('fresh_natural', 'Fresh & Natural', 'healthy'),
    ],
  },
  {
    id: 'cooking',
    text: 'How do you prefer to cook/eat?',
    options: [
      option('traditional', 'Traditional Methods', 'comfort'),
      option('experimental', 'Experimental & Fusion', 'adventurous'),
      option('simple', 'Simple & Clean', 'healthy'),
    ],
  },
];

export function findOption(questionId: string, optionId: unknown): QuizOption | undefined {
  const question = QUESTIONS.find((q) => q.id === questionId);
  return question?.options.find((o) => o.id === optionId);
}
