import { Field, ID, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: 'The option picked for each question.' })
export class QuizAnswers {
  @Field()
  flavor: string;

  @Field()
  dining: string;

  @Field()
  cooking: string;
}

@ObjectType({ description: 'One completed quiz.' })
export class PersonalityResult {
  @Field(() => ID)
  id: string;

  @Field({ description: 'comfort, adventurous or healthy' })
  personality: string;

  @Field(() => QuizAnswers)
  answers: QuizAnswers;

  @Field()
  shared: boolean;

  @Field(() => Date, { nullable: true, description: 'When it was first shared.' })
  sharedAt: Date | null;

  @Field()
  createdAt: Date;
}
