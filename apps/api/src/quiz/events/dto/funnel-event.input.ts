import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { MAX_COMPLETION_SECONDS, MAX_ROUTE_LENGTH, QUESTIONS } from '@tastetype/quiz-domain';
import { FUNNEL_EVENT_NAMES, type FunnelEventName } from '../funnel-event-names';
import { IsOrigin } from '../../../platform/common/is-origin';
import { FitsEventName } from './fits-event-name';

const MAX_SECONDS = MAX_COMPLETION_SECONDS;

/** One step of a visitor's attempt; `route`, `question` and `seconds` belong to one kind of event each. */
export class FunnelEventInput {
  @ApiProperty({ enum: FUNNEL_EVENT_NAMES, description: 'What happened.' })
  @IsIn(FUNNEL_EVENT_NAMES, { message: `name must be one of ${FUNNEL_EVENT_NAMES.join(', ')}` })
  @FitsEventName()
  name: FunnelEventName;

  @ApiProperty({
    format: 'uuid',
    description: 'Random per quiz attempt, kept in memory for one page session; ties its steps together.',
  })
  @IsUUID('all', { message: 'attempt must be a UUID' })
  attempt: string;

  @ApiPropertyOptional({ default: false, description: 'The page session arrived from a shared link.' })
  @IsOptional()
  @IsBoolean()
  fromShare?: boolean;

  @ApiPropertyOptional({
    description: "page_view only: true on the page session's first view, which counts it as a visitor.",
  })
  @IsOptional()
  @IsBoolean()
  landing?: boolean;

  @ApiPropertyOptional({
    maxLength: MAX_ROUTE_LENGTH,
    example: '/results/adventurous',
    description:
      "page_view only, and required there: the pathname. Only its route pattern is stored ('/', '/test', '/results/:personality', '/results' or 'other').",
  })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_ROUTE_LENGTH)
  @Matches(/^\//, { message: 'route must be a pathname, starting with /' })
  route?: string;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: QUESTIONS.length,
    description: 'question_answered only, and required there: which question, 1 to 3.',
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(QUESTIONS.length)
  question?: number;

  @ApiPropertyOptional({
    minimum: 0,
    maximum: MAX_SECONDS,
    description: 'quiz_complete only, and required there: seconds since the quiz_start of this attempt.',
  })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(0)
  @Max(MAX_SECONDS)
  seconds?: number;

  @ApiPropertyOptional({
    example: 'https://blog.example',
    description: "Where the quiz ran: the origin of the publisher's page that embedded it; omitted on the site itself.",
  })
  @IsOptional()
  @IsOrigin('embedOrigin')
  embedOrigin?: string;
}
