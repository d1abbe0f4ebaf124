import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { BadRequest } from '../refusals/refusals';

/** Flattens class-validator errors into one sentence that names each bad field. */
function messagesOf(errors: ValidationError[], prefix = ''): string[] {
  return errors.flatMap((error) => [
    ...Object.values(error.constraints ?? {}).map((message) => (prefix ? `${prefix}.${message}` : message)),
    ...messagesOf(error.children ?? [], prefix ? `${prefix}.${error.property}` : error.property),
  ]);
}

export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) =>
      new BadRequest(messagesOf(errors).join('; ') || 'the request body must be a JSON object'),
  });
}
