// Types of the TasteType embed (GET /embed.js), served beside it as /embed.d.ts.
export type PersonalityKey = 'comfort' | 'adventurous' | 'healthy';

export interface EmbedOptions {
  /** The quiz has loaded and shows its first question. */
  onReady?(): void;
  /** The visitor began a quiz (again, after a retake). */
  onStart?(): void;
  /** The visitor answered question 1, 2 or 3 with an option's id. */
  onAnswer?(answer: { question: number; option: string }): void;
  /** The quiz is complete: the visitor's personality (never a result id). */
  onResult?(result: { personality: PersonalityKey; title: string }): void;
  /** The visitor shared their result. */
  onShare?(share: { personality: PersonalityKey }): void;
  /** The frame took a new height, in CSS pixels. */
  onHeightChange?(height: number): void;
  /** Least height of the frame in CSS pixels, also held before it loads; default 600. */
  minHeight?: number;
  /** Most height of the frame; the quiz scrolls inside it beyond. Default: none. */
  maxHeight?: number;
  /** Load the quiz only when the element nears the viewport; default true. */
  lazy?: boolean;
  /** The quiz's language: en, es, de, fr, pt-BR or ar, in any letter case; default (and for any other) English. */
  locale?: string;
}

export interface EmbedHandle {
  readonly iframe: HTMLIFrameElement;
  /** Removes the quiz and gives the element back its content. */
  destroy(): void;
}

export interface TasteTypeEmbed {
  readonly version: 1;
  embed(element: HTMLElement, options?: EmbedOptions): EmbedHandle;
}

declare global {
  interface Window {
    TasteType: TasteTypeEmbed;
  }
}
