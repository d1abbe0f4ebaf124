import { ApiProperty, ApiResponse } from '@nestjs/swagger';
import { applyDecorators } from '@nestjs/common';

/** The body of every REST error answer. */
export class HttpError {
  @ApiProperty({ type: 'integer', example: 400 })
  statusCode: number;

  @ApiProperty({ example: 'Bad Request' })
  error: string;

  @ApiProperty({ description: 'What was wrong, in words a person can act on.' })
  message: string;
}

const RETRY_AFTER = {
  'Retry-After': {
    description: 'Seconds to wait before trying again',
    schema: { type: 'integer', minimum: 1 },
  },
};

const WWW_AUTHENTICATE = {
  'WWW-Authenticate': { description: 'The scheme to authenticate with: Bearer', schema: { type: 'string' } },
};

/** Documents error answers, each with the shared error body; 401 also with WWW-Authenticate, 429 and 503 with Retry-After. */
export function ApiErrors(...answers: [status: number, description: string][]): MethodDecorator {
  return applyDecorators(
    ...answers.map(([status, description]) =>
      ApiResponse({
        status,
        description,
        type: HttpError,
        headers: status === 401 ? WWW_AUTHENTICATE : status === 429 || status === 503 ? RETRY_AFTER : undefined,
      }),
    ),
  );
}
