import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsUrl, Max, Min } from 'class-validator';

/** What docs/configuration.md says of one setting; read from the decorators, so the reference cannot drift from the code. */
export interface SettingDoc {
  name: string;
  description: string;
  /** The values it takes, in words. */
  range: string;
}

const docs = new Map<unknown, SettingDoc[]>();
const ranges = new Map<string, string>();

/** Documents a setting in one line (its name is the property's); every setting of a part carries one. */
export function Setting(description: string, range?: string): PropertyDecorator {
  return (target, key) => {
    const name = String(key);
    const list = docs.get(target.constructor) ?? [];
    list.push({ name, description, range: range ?? ranges.get(name) ?? 'any text' });
    docs.set(target.constructor, list);
  };
}

/** The documented settings of one part, in the order it declares them. */
export function settingDocs(part: new () => object): readonly SettingDoc[] {
  return docs.get(part) ?? [];
}

// Each validator below names its range once, for both its message and the reference (applied before @Setting reads it).
const withRange = (name: string, range: string, decorate: PropertyDecorator): PropertyDecorator => {
  ranges.set(name, range);
  return decorate;
};

/** A whole number within bounds, with one message naming the variable and its range. */
export function WholeNumber(name: string, min: number, max: number): PropertyDecorator {
  const message = `${name} must be a whole number from ${min} to ${max}`;
  return withRange(name, `${min} to ${max}`, (target, key) => {
    Type(() => Number)(target, key);
    IsInt({ message })(target, key);
    Min(min, { message })(target, key);
    Max(max, { message })(target, key);
  });
}

/** A postgres:// URL, with one message naming the variable. */
export function PostgresUrl(name: string): PropertyDecorator {
  return withRange(
    name,
    'a postgres:// URL',
    IsUrl(
      { protocols: ['postgres', 'postgresql'], require_tld: false, require_protocol: true },
      { message: `${name} must be a postgres:// URL` },
    ),
  );
}

/** `true` or `false`, with one message naming the variable. */
export function Flag(name: string): PropertyDecorator {
  return withRange(name, '`true` or `false`', (target, key) => {
    Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value))(target, key);
    IsBoolean({ message: `${name} must be true or false` })(target, key);
  });
}

/** One of a few words, with one message naming the variable and each word. */
export function OneOf(name: string, values: readonly string[]): PropertyDecorator {
  return withRange(
    name,
    values.map((value) => `\`${value}\``).join(', '),
    IsIn([...values], { message: `${name} must be one of ${values.join(', ')}` }),
  );
}

const secrets = new Set<string>();

/** A secret, which may also be given as NAME_FILE: a file holding it, as container secrets are mounted. */
export function Secret(): PropertyDecorator {
  return (_target, key) => void secrets.add(String(key));
}

export const isSecret = (name: string): boolean => secrets.has(name);
