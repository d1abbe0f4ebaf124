import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiOperation, ApiResponse, ApiTags, getSchemaPath } from '@nestjs/swagger';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PERSONALITY_KEYS } from '@tastetype/quiz-domain';
import { ApiErrors } from '../openapi/http-error';
import { PersonalityProfile } from './models/personality.model';
import { type EncodedBody, sendEncoded } from '../http/encoded-body';
import { PersonalitiesService } from './personalities.service';

@ApiTags('personalities')
@ApiExtraModels(PersonalityProfile)
@Controller('api/personalities')
export class PersonalitiesController {
  constructor(private readonly personalities: PersonalitiesService) {}

  @Get()
  // Compressed once at start-up (http/encoded-body.ts), so @fastify/compress's hooks are left out of this route.
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
      .then((loaded) => this.answer(loaded.keyedAsJson() as EncodedBody, request, reply));
  }

  private answer(json: EncodedBody, request: FastifyRequest, reply: FastifyReply): void {
    reply.header('cache-control', 'public, max-age=300');
    sendEncoded(request, reply, json, 'application/json; charset=utf-8');
  }
}
