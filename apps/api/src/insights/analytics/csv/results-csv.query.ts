import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { PERSONALITY_KEYS } from '@tastetype/quiz-domain';
import { Transform } from 'class-transformer';
import { IsDate, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { MAX_ARRIVAL_VALUE_LENGTH } from '@tastetype/quiz-domain';
import { ISO_INSTANT_RULE, parseIsoInstant } from '../../../platform/common/iso-instant';
import { IsLocaleTag } from '../../../platform/common/locale-tag';
import { LOCALE_PROPERTY, PERSONALITY_PROPERTY } from '../../../platform/openapi/quiz-properties';

/** An optional instant of the query string, read as strictly as GraphQL's DateTime; anything else is a 400. */
function OptionalInstant(name: string, description: string, example: string): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: String, format: 'date-time', description, example }),
    IsOptional(),
    Transform(({ value }) => parseIsoInstant(value) ?? value),
    IsDate({ message: `${name} ${ISO_INSTANT_RULE}` }),
  );
}

/** One of where visitors came from, as acquisition names it. */
function OptionalTag(name: string): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({
      type: String,
      description: `Only results whose visitors came from this ${name}, exactly as acquisition names it.`,
    }),
    IsOptional(),
    IsString(),
    MaxLength(MAX_ARRIVAL_VALUE_LENGTH),
  );
}

/** The filter of the CSV export: that of `resultStats`, and where the visitors came from, as a query string. */
export class ResultsCsvQuery {
  @OptionalInstant(
    'from',
    'Results created at or after this instant. Must not be later than `to`.',
    '2026-11-01T00:00:00Z',
  )
  from?: Date;

  @OptionalInstant(
    'to',
    'Results created before this instant. Must not be earlier than `from`.',
    '2026-12-01T00:00:00Z',
  )
  to?: Date;

  @ApiPropertyOptional({ ...PERSONALITY_PROPERTY, description: 'Only results of this personality; all when omitted.' })
  @IsOptional()
  @IsIn(PERSONALITY_KEYS, { message: `personality must be one of ${PERSONALITY_KEYS.join(', ')}` })
  personality?: string;

  @ApiPropertyOptional({
    ...LOCALE_PROPERTY,
    description: 'Only results of quizzes taken in this language (any letter case); all when omitted.',
  })
  @IsOptional()
  @IsLocaleTag()
  locale?: string;

  @OptionalTag('channel')
  channel?: string;

  @OptionalTag('source')
  source?: string;

  @OptionalTag('medium')
  medium?: string;

  @OptionalTag('campaign')
  campaign?: string;
}
