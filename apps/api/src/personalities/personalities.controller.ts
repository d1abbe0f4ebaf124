import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiOperation, ApiResponse, ApiTags, getSchemaPath } from '@nestjs/swagger';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PERSONALITY_KEYS } from '@tastetype/quiz-domain';
import { ApiErrors } from '../openapi/http-error';
import { PersonalityProfile } from './models/personality.model';
import { type EncodedJson, pickEncoding } from './encoded-json';
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
  // Compressed once at start-up (encoded-json.ts), so @fastify/compress's hooks are left out of this route.
  @RouteConfig({ compress: false })
  @ApiOperation({
    summary: 'Every personality’s profile, keyed by personality',
  })
  @ApiOkResponse({
    description: 'One profile per personality',
    headers: {
      ETag: {
        description: 'Strong validator of the profiles: send it back as If-None-Match',
        schema: { type: 'string' },
      },
    },
    schema: {
      type: 'object',
      properties: Object.fromEntries(PERSONALITY_KEYS.map((key) => [key, { $ref: getSchemaPath(PersonalityProfile) }])),
      required: [...PERSONALITY_KEYS],
      additionalProperties: false,
    },
  })
  @ApiResponse({
    status: 304,
    description: 'If-None-Match holds the current ETag: the profiles have not changed',
    headers: { ETag: { description: 'The current ETag', schema: { type: 'string' } } },
  })
  @ApiErrors([503, 'The profiles cannot be read yet: the database is away or its migrations have not run'])
  keyed(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> | void {
    const ready = this.personalities.keyedAsJson();
    // Once loaded (nearly always), answered without a promise; @Req and @Res run no pipe.
    if (ready) return this.answer(ready, request, reply);
    return this.personalities
      .loaded()
      .then((loaded) => this.answer(loaded.keyedAsJson() as EncodedJson, request, reply));
  }

  private answer(json: EncodedJson, request: FastifyRequest, reply: FastifyReply): void {
    reply.header('cache-control', 'public, max-age=300').header('etag', json.etag).header('vary', 'accept-encoding');
    if (matches(request.headers['if-none-match'], json.etag)) return void reply.code(304).send();
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    reply.type('application/json; charset=utf-8').send(encoding ? json[encoding] : json.identity);
  }
}
