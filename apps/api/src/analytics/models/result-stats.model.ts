import { Field, Float, Int, ObjectType } from '@nestjs/graphql';

@ObjectType()
export class PersonalityCount {
  @Field()
  personality: string;

  @Field(() => Int)
  count: number;

  @Field(() => Float, { description: 'Share of the total, 0–100, one decimal.' })
  percent: number;
}

@ObjectType({ description: 'How often an option was picked; every option is listed, zeros included.' })
export class AnswerCount {
  @Field()
  question: string;

  @Field()
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

  @Field(() => Float, { description: 'shared / total, 0 when there are no results.' })
  shareRate: number;

  @Field(() => [PersonalityCount])
  byPersonality: PersonalityCount[];

  @Field(() => [AnswerCount])
  answers: AnswerCount[];
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
  @Field()
  personality: string;

  @Field(() => Float, { description: '0–100, one decimal.' })
  percent: number;
}
