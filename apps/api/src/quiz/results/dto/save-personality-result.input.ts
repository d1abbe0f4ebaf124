import { Field, InputType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { type Answers, LOCALES, type Locale, PERSONALITY_KEYS, type PersonalityKey } from '@tastetype/quiz-domain';
import { Type } from 'class-transformer';
import { IsIn, IsOptional, IsUUID, ValidateNested } from 'class-validator';
import { ArrivalInput } from '../../arrivals/arrival.input';
import {
  CookingOptionEnum,
  DiningOptionEnum,
  FlavorOptionEnum,
  PersonalityKeyEnum,
} from '../../../platform/graphql/quiz-enums';
import { ANSWER_PROPERTY, LOCALE_PROPERTY, PERSONALITY_PROPERTY } from '../../../platform/openapi/quiz-properties';
import { IsOrigin } from '../../../platform/common/is-origin';
import { IsLocaleTag } from '../../../platform/common/locale-tag';
import { IsQuizAnswers } from './is-quiz-answers';

@InputType({ description: 'The option id picked for each question.' })
export class QuizAnswersInput {
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

@InputType({
  description: 'A completed quiz; the personality must be the one its answers give.',
})
export class SavePersonalityResultInput {
  @Field(() => PersonalityKeyEnum, {
    description: 'Must be the personality its answers give (see the tally rule).',
  })
  @ApiProperty({
    ...PERSONALITY_PROPERTY,
    description: 'Must be the personality its answers give (see the tally rule).',
  })
  @IsIn(PERSONALITY_KEYS)
  personality: PersonalityKey;

  @Field(() => QuizAnswersInput)
  @ApiProperty({ type: () => QuizAnswersInput })
  @IsQuizAnswers()
  answers: Answers;

  @Field(() => String, {
    nullable: true,
    description: 'A UUID the client made for this quiz attempt: a save sent again with it returns the stored result.',
  })
  @ApiProperty({
    required: false,
    format: 'uuid',
    description: 'A UUID the client made for this quiz attempt: a save sent again with it returns the stored result.',
  })
  @IsOptional()
  @IsUUID()
  clientId?: string;

  @Field(() => String, {
    nullable: true,
    description: "Where the quiz ran: the origin of the publisher's page that embedded it; omitted on the site itself.",
  })
  @ApiProperty({
    required: false,
    example: 'https://blog.example',
    description: "Where the quiz ran: the origin of the publisher's page that embedded it; omitted on the site itself.",
  })
  @IsOptional()
  @IsOrigin('embedOrigin')
  embedOrigin?: string;

  @Field(() => String, {
    nullable: true,
    description: `The language the quiz ran in, a BCP 47 tag in any letter case: ${LOCALES.join(', ')}; en when omitted.`,
  })
  @ApiPropertyOptional({
    ...LOCALE_PROPERTY,
    default: 'en',
    description: 'The language the quiz ran in, a BCP 47 tag in any letter case; en when omitted.',
  })
  @IsOptional()
  @IsLocaleTag()
  locale?: Locale;

  @Field(() => ArrivalInput, {
    nullable: true,
    description: "Where the page session's visitor came from, as its first page read it; omitted for a direct visit.",
  })
  @ApiPropertyOptional({
    type: () => ArrivalInput,
    description: "Where the page session's visitor came from, as its first page read it; omitted for a direct visit.",
  })
  @IsOptional()
  @ValidateNested()
  @Type(() => ArrivalInput)
  arrival?: ArrivalInput;
}
