import { MAX_ORIGIN_LENGTH, toOrigin } from '@tastetype/quiz-domain';
import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';

/**
 * An origin (scheme, host and port: no path), as a publisher's page that embeds the quiz has, taken as
 * its normal form (`https://Blog.example/` is `https://blog.example`); `site` too when allowed.
 */
export function IsOrigin(name: string, options: { orSite?: boolean } = {}): PropertyDecorator {
  const site = options.orSite ? '"site" or ' : '';
  const normal = Transform(({ value }) =>
    typeof value === 'string' && value !== 'site' ? (toOrigin(value) ?? value) : value,
  );
  const valid = ValidateBy({
    name: 'isOrigin',
    validator: {
      validate: (value) =>
        typeof value === 'string' && ((options.orSite && value === 'site') || toOrigin(value) === value),
      defaultMessage: () =>
        `${name} must be ${site}an origin such as https://blog.example (at most ${MAX_ORIGIN_LENGTH} characters, no path)`,
    },
  });
  return (target, key) => {
    normal(target, key);
    valid(target, key);
  };
}
