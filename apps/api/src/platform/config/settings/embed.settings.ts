import { IsOptional, ValidateBy } from 'class-validator';
import { parseAllowedOrigins } from '../origin-list';
import { Setting } from '../setting';

/** `*` or comma-separated origins; the message names the first entry that is not one. */
function OriginList(name: string): PropertyDecorator {
  return ValidateBy({
    name: 'originList',
    validator: {
      validate: (value) => typeof value === 'string' && 'origins' in parseAllowedOrigins(value),
      defaultMessage: (args) => {
        const parsed = parseAllowedOrigins(String(args?.value));
        const bad = 'bad' in parsed ? parsed.bad : String(args?.value);
        return `${name} must be * or comma-separated origins like https://blog.example; "${bad}" is not one`;
      },
    },
  });
}

/** Which publishers' pages may frame the quiz. */
export class EmbedSettings {
  @Setting("Publishers' pages that may frame the quiz (embed.js); unset, none may.", '`*`, or comma-separated origins')
  @IsOptional()
  @OriginList('EMBED_ALLOWED_ORIGINS')
  EMBED_ALLOWED_ORIGINS?: string;
}
