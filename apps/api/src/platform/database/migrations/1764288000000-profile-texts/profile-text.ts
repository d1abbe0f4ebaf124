/** A profile's words in one language; its colour and picture are the same in every language. */
export interface ProfileText {
  title: string;
  description: string;
  traits: string[];
  foods: string[];
}

export type ProfileTexts = Record<'comfort' | 'adventurous' | 'healthy', ProfileText>;
