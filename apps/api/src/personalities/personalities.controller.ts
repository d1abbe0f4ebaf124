import { Controller, Get, Header } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiOperation, ApiTags, getSchemaPath } from '@nestjs/swagger';
import { PERSONALITY_KEYS } from '@tastetype/quiz-domain';
import { ApiErrors } from '../openapi/http-error';
import { PersonalityProfile } from './models/personality.model';
import { PersonalitiesService } from './personalities.service';

@ApiTags('personalities')
@ApiExtraModels(PersonalityProfile)
@Controller('api/personalities')
export class PersonalitiesController {
  constructor(private readonly personalities: PersonalitiesService) {}

  @Get()
  @Header('Content-Type', 'application/json; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=300')
  @ApiOperation({
    summary: 'Every personality’s profile, keyed by personality',
  })
  @ApiOkResponse({
    description: 'One profile per personality',
    schema: {
      type: 'object',
      properties: Object.fromEntries(PERSONALITY_KEYS.map((key) => [key, { $ref: getSchemaPath(PersonalityProfile) }])),
      required: [...PERSONALITY_KEYS],
      additionalProperties: false,
    },
  })
  @ApiErrors([503, 'The profiles cannot be read yet: the database is away or its migrations have not run'])
  async keyed(): Promise<string> {
    return (await this.personalities.loaded()).keyedAsJson();
  }
}
