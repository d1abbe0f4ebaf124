import { Field, ID, ObjectType } from '@nestjs/graphql';
import { ApiProperty, getSchemaPath } from '@nestjs/swagger';
import {
  CookingOptionEnum,
  DiningOptionEnum,
  FlavorOptionEnum,
  PersonalityKeyEnum,
} from '../../../platform/graphql/quiz-enums';
import { LOCALES } from '@tastetype/quiz-domain';
import { ResultAttribution } from './result-attribution.model';
import { ANSWER_PROPERTY, LOCALE_PROPERTY, PERSONALITY_PROPERTY } from '../../../platform/openapi/quiz-properties';

@ObjectType({ description: 'The option picked for each question.' })
export class QuizAnswers {
  @Field(() => FlavorOptionEnum)
  @ApiProperty(ANSWER_PROPERTY.flavor)
  flavor: string;

  @Field(() => DiningOptionEnum)
  @ApiProperty(ANSWER_PROPERTY.dining)
  dining: string;

  @Field(() => CookingOptionEnum)
  @ApiProperty(ANSWER_PROPERTY.cooking)
  cooking: string;
}

@ObjectType({ description: 'One completed quiz.' })
export class PersonalityResult {
  @Field(() => ID)
  @ApiProperty({ format: 'uuid' })
  id: string;

  @Field(() => PersonalityKeyEnum)
  @ApiProperty(PERSONALITY_PROPERTY)
  personality: string;

  @Field(() => QuizAnswers)
  @ApiProperty({ type: () => QuizAnswers })
  answers: QuizAnswers;

  @Field()
  @ApiProperty()
  shared: boolean;

  @Field(() => Date, {
    nullable: true,
    description: 'When it was first shared.',
  })
  // OpenAPI 3.1 has no `nullable`: null is a type of its own.
  @ApiProperty({
    oneOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }],
    description: 'When it was first shared, or null.',
  })
  sharedAt: Date | null;

  @Field()
  @ApiProperty({ type: 'string', format: 'date-time' })
  createdAt: Date;

  @Field({ description: `The language the quiz ran in, a BCP 47 tag: ${LOCALES.join(', ')}.` })
  @ApiProperty({ ...LOCALE_PROPERTY, description: 'The language the quiz ran in, a BCP 47 tag.' })
  locale: string;

  @Field(() => ResultAttribution, {
    nullable: true,
    description: 'Where its visitor came from; null for results stored before attribution was recorded.',
  })
  @ApiProperty({
    oneOf: [{ $ref: getSchemaPath(ResultAttribution) }, { type: 'null' }],
    description: 'Where its visitor came from, or null for results stored before it was recorded.',
  })
  attribution: ResultAttribution | null;
}
