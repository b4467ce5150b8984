// The stand-in's objects of GitHub's schema (schema.graphql) and the readers
// of their arguments; `graphql` (graphql.ts) parses, validates and executes.

export type Args = Readonly<Record<string, unknown>>;
export type Out = string | number | boolean | null | undefined | GqlObject | readonly Out[];
/** An object of GitHub's schema: its type name and how each field the editor asks for resolves. */
export interface GqlObject {
  readonly type: string;
  readonly fields: Readonly<Record<string, (args: Args) => Out>>;
}

/** A field GitHub answers with an error (e.g. a ref that already exists): null in `data`. */
export class FieldError extends Error {
  constructor(
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}

/** A field or type the stand-in does not know: the whole request is refused and recorded. */
export class Unsupported extends Error {}

/** Argument readers: GitHub refuses a wrong type, the stand-in refuses it as unsupported. */
export function text(args: Args, key: string): string {
  const value = args[key];
  if (typeof value !== 'string') throw new Unsupported(`Argument '${key}' must be a string`);
  return value;
}
export function optionalText(args: Args, key: string): string | undefined {
  return args[key] === undefined || args[key] === null ? undefined : text(args, key);
}
export function count(args: Args, key: string, fallback: number): number {
  const value = args[key];
  return typeof value === 'number' ? value : fallback;
}
/** A list argument; GraphQL coerces a single value to a list of one. */
export function list(args: Args, key: string): unknown[] | undefined {
  const value = args[key];
  if (value === undefined || value === null) return undefined;
  return Array.isArray(value) ? (value as unknown[]) : [value];
}
export function record(value: unknown, where: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Unsupported(`${where} must be an object`);
  }
  return value as Record<string, unknown>;
}
