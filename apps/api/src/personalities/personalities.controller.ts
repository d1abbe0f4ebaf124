import { Controller, Get, Headers, Res } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiOperation, ApiResponse, ApiTags, getSchemaPath } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { PERSONALITY_KEYS } from '@tastetype/quiz-domain';
import { ApiErrors } from '../openapi/http-error';
import { PersonalityProfile } from './models/personality.model';
import { PersonalitiesService } from './personalities.service';

/** If-None-Match holds this ETag (or `*`): GET compares weakly, so a W/ prefix still matches. */
const matches = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch !== undefined &&
  ifNoneMatch.split(',').some((tag) => ['*', etag].includes(tag.trim().replace(/^W\//, '')));

@ApiTags('personalities')
@ApiExtraModels(PersonalityProfile)
@Controller('api/personalities')
export class PersonalitiesController {
  constructor(private readonly personalities: PersonalitiesService) {}

  @Get()
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
  @ApiResponse({ status: 304, description: 'If-None-Match holds the current ETag: the profiles have not changed' })
  @ApiErrors([503, 'The profiles cannot be read yet: the database is away or its migrations have not run'])
  async keyed(@Headers('if-none-match') ifNoneMatch: string | undefined, @Res() reply: FastifyReply): Promise<void> {
    const { body, etag } = (await this.personalities.loaded()).keyedAsJson();
    reply.header('cache-control', 'public, max-age=300').header('etag', etag);
    if (matches(ifNoneMatch, etag)) return void reply.code(304).send();
    return void reply.type('application/json; charset=utf-8').send(body);
  }
}
