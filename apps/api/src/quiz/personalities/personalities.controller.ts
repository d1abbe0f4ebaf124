import { Controller, Get, Req, Res } from '@nestjs/common';
import {
  ApiExtraModels,
  ApiHeader,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiResponse,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, LOCALES, type Locale, PERSONALITY_KEYS, negotiateLocale } from '@tastetype/quiz-domain';
import { localeOrRefuse } from '../../platform/common/locale-tag';
import { ApiErrors } from '../../platform/openapi/http-error';
import { PersonalityProfile } from './models/personality.model';
import { type EncodedBody, addVary, sendEncoded } from '../../platform/http/encoded-body';
import { PersonalitiesService } from './personalities.service';

/** The language asked for: `?locale=` when given (refused when unsupported), else the best match of Accept-Language. */
function requestedLocale(request: FastifyRequest): { locale: Locale; negotiated: boolean } {
  const { locale } = request.query as { locale?: unknown };
  if (locale !== undefined) return { locale: localeOrRefuse(locale), negotiated: false };
  return { locale: negotiateLocale(request.headers['accept-language']) ?? DEFAULT_LOCALE, negotiated: true };
}

const LANGUAGE_HEADERS = {
  ETag: {
    description: 'Strong validator of the profiles in this language: send it back as If-None-Match',
    schema: { type: 'string' },
  },
  'Content-Language': { description: 'The language of the profiles', schema: { type: 'string', enum: [...LOCALES] } },
  Vary: {
    description: 'Accept-Encoding, and Accept-Language when the language was chosen from it (no ?locale)',
    schema: { type: 'string' },
  },
};

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
    description:
      'In the language of ?locale=, else in the first supported language of Accept-Language, else in English.',
  })
  @ApiQuery({
    name: 'locale',
    required: false,
    description: `The profiles' language, a BCP 47 tag in any letter case; any other is refused with 400.`,
    enum: [...LOCALES],
    enumName: 'Locale',
    example: 'es',
  })
  @ApiHeader({
    name: 'Accept-Language',
    required: false,
    description: 'Read only without ?locale: its first supported language (es-MX gives es), else English',
  })
  @ApiOkResponse({
    description: 'One profile per personality, in one language',
    headers: LANGUAGE_HEADERS,
    schema: {
      type: 'object',
      properties: Object.fromEntries(PERSONALITY_KEYS.map((key) => [key, { $ref: getSchemaPath(PersonalityProfile) }])),
      required: [...PERSONALITY_KEYS],
      additionalProperties: false,
    },
  })
  @ApiResponse({
    status: 304,
    description: 'If-None-Match holds the current ETag of this language: its profiles have not changed',
    headers: LANGUAGE_HEADERS,
  })
  @ApiErrors(
    [400, `locale is not one of the supported languages: ${LOCALES.join(', ')}`],
    [503, 'The profiles cannot be read yet: the database is away or its migrations have not run'],
  )
  keyed(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> | void {
    const { locale, negotiated } = requestedLocale(request);
    const ready = this.personalities.keyedAsJson(locale);
    // Once loaded (nearly always), answered without a promise; @Req and @Res run no pipe.
    if (ready) return this.answer(ready, locale, negotiated, request, reply);
    return this.personalities
      .loaded()
      .then((loaded) => this.answer(loaded.keyedAsJson(locale) as EncodedBody, locale, negotiated, request, reply));
  }

  private answer(
    json: EncodedBody,
    locale: Locale,
    negotiated: boolean,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    reply.header('cache-control', 'public, max-age=300').header('content-language', locale);
    // An explicit ?locale= gives the same answer whatever Accept-Language says, so only a negotiated one varies by it.
    if (negotiated) addVary(reply, 'accept-language');
    sendEncoded(request, reply, json, 'application/json; charset=utf-8');
  }
}
