import type { Selection, Value } from './graphql-parse';

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

export interface ErrorEntry {
  readonly type: string;
  readonly path: readonly (string | number)[];
  readonly message: string;
}

const isObject = (value: Out): value is GqlObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function argument(value: Value, variables: Args): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v: Value) => argument(v, variables));
  if ('variable' in value && typeof value.variable === 'string') return variables[value.variable];
  return Object.fromEntries(
    Object.entries(value as Record<string, Value>).map(([k, v]) => [k, argument(v, variables)]),
  );
}

/** Resolves a selection set on a value, as a GraphQL server executes a document. */
export function execute(
  selections: readonly Selection[],
  value: Out,
  variables: Args,
  errors: ErrorEntry[],
  path: readonly (string | number)[] = [],
): unknown {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) {
    return value.map((item: Out, i) => execute(selections, item, variables, errors, [...path, i]));
  }
  if (!isObject(value)) throw new Unsupported(`A selection on the scalar at ${path.join('.')}`);
  const result: Record<string, unknown> = {};
  for (const selection of selections) {
    if (selection.kind === 'fragment') {
      if (selection.on === value.type) {
        Object.assign(result, execute(selection.selections, value, variables, errors, path));
      }
      continue;
    }
    const key = selection.alias ?? selection.name;
    if (selection.name === '__typename') {
      result[key] = value.type;
      continue;
    }
    const resolve = value.fields[selection.name];
    if (!resolve) {
      throw new Unsupported(`Field '${selection.name}' doesn't exist on type '${value.type}'`);
    }
    const args = Object.fromEntries(
      Object.entries(selection.args).map(([k, v]) => [k, argument(v, variables)]),
    );
    try {
      const out = resolve(args);
      if (selection.selections) {
        result[key] = execute(selection.selections, out, variables, errors, [...path, key]);
      } else if (isObject(out) || Array.isArray(out)) {
        throw new Unsupported(`'${selection.name}' on '${value.type}' needs a selection`);
      } else {
        result[key] = out ?? null;
      }
    } catch (error) {
      if (!(error instanceof FieldError)) throw error;
      errors.push({ type: error.type, path: [...path, key], message: error.message });
      result[key] = null;
    }
  }
  return result;
}

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
