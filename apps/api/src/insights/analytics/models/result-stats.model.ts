import { Field, Float, Int, ObjectType } from '@nestjs/graphql';
import { PersonalityKeyEnum } from '../../../platform/graphql/quiz-enums';

@ObjectType()
export class PersonalityCount {
  @Field(() => PersonalityKeyEnum)
  personality: string;

  @Field(() => Int)
  count: number;

  @Field(() => Float, {
    description: 'Share of the total, 0–100, one decimal.',
  })
  percent: number;
}

@ObjectType({
  description: 'How often an option was picked; every option is listed, zeros included.',
})
export class AnswerCount {
  @Field({ description: 'flavor, dining or cooking' })
  question: string;

  @Field({
    description: 'An option id of that question, as in FlavorOption, DiningOption and CookingOption.',
  })
  option: string;

  @Field(() => Int)
  count: number;
}

@ObjectType()
export class ResultStats {
  @Field(() => Int)
  total: number;

  @Field(() => Int)
  shared: number;

  @Field(() => Float, {
    description: 'shared / total, 0 when there are no results.',
  })
  shareRate: number;

  @Field(() => [PersonalityCount])
  byPersonality: PersonalityCount[];

  @Field(() => [AnswerCount])
  answers: AnswerCount[];

  @Field({
    description:
      "When these figures were current: the read replica's last replayed commit while it is behind the primary, else the time of the answer.",
  })
  asOf: Date;
}

@ObjectType()
export class DailyResultCount {
  @Field({ description: 'UTC day, YYYY-MM-DD.' })
  day: string;

  @Field(() => Int)
  count: number;

  @Field(() => Int)
  shared: number;
}

@ObjectType()
export class PersonalityShare {
  @Field(() => PersonalityKeyEnum)
  personality: string;

  @Field(() => Float, { description: '0–100, one decimal.' })
  percent: number;
}
