import { Field, Int, ObjectType } from '@nestjs/graphql';

/** The completed quizzes of one language, and how many of them were shared. */
@ObjectType()
export class LocaleResults {
  @Field({ description: 'The language the quizzes ran in, a BCP 47 tag: en, es, de, fr, pt-BR or ar.' })
  locale: string;

  @Field(() => Int, { description: 'Quizzes completed and saved in this language.' })
  completions: number;

  @Field(() => Int, { description: 'Of those, the results that were shared.' })
  shares: number;
}
