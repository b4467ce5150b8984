/**
 * Just enough of GraphQL's grammar for the documents the editor sends: one
 * operation, its variables, fields with aliases and arguments, and inline
 * fragments (`... on Blob`). No named fragments, directives or defaults: a
 * document using them is refused, so a new kind of call shows up in the test.
 */
export type Value =
  | string
  | number
  | boolean
  | null
  | { readonly variable: string }
  | readonly Value[]
  | { readonly [key: string]: Value };

export interface Field {
  readonly kind: 'field';
  readonly name: string;
  readonly alias?: string;
  readonly args: Readonly<Record<string, Value>>;
  readonly selections?: readonly Selection[];
}
export interface InlineFragment {
  readonly kind: 'fragment';
  readonly on: string;
  readonly selections: readonly Selection[];
}
export type Selection = Field | InlineFragment;

export interface Operation {
  readonly type: 'query' | 'mutation';
  readonly selections: readonly Selection[];
}

const TOKEN = /\s*(?:,\s*)*(\.\.\.|[{}():!$[\]=@]|"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?|[A-Za-z_]\w*)/y;

function tokenize(source: string): string[] {
  const tokens: string[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < source.length) {
    if (/^[\s,]*$/.test(source.slice(TOKEN.lastIndex))) break;
    const match = TOKEN.exec(source);
    if (!match?.[1]) throw new SyntaxError(`Unexpected character at ${TOKEN.lastIndex}`);
    tokens.push(match[1]);
  }
  return tokens;
}

export function parse(source: string): Operation {
  const tokens = tokenize(source);
  let at = 0;
  const peek = () => tokens[at];
  const next = () => {
    const token = tokens[at++];
    if (token === undefined) throw new SyntaxError('Unexpected end of document');
    return token;
  };
  const expect = (token: string) => {
    const got = next();
    if (got !== token) throw new SyntaxError(`Expected ${token}, got ${got}`);
  };
  const name = () => {
    const token = next();
    if (!/^[A-Za-z_]\w*$/.test(token)) throw new SyntaxError(`Expected a name, got ${token}`);
    return token;
  };

  function value(): Value {
    const token = next();
    if (token === '$') return { variable: name() };
    if (token.startsWith('"')) return JSON.parse(token) as string;
    if (/^-?\d/.test(token)) return Number(token);
    if (token === 'true' || token === 'false') return token === 'true';
    if (token === 'null') return null;
    if (token === '[') {
      const list: Value[] = [];
      while (peek() !== ']') list.push(value());
      expect(']');
      return list;
    }
    if (token === '{') {
      const object: Record<string, Value> = {};
      while (peek() !== '}') {
        const key = name();
        expect(':');
        object[key] = value();
      }
      expect('}');
      return object;
    }
    return token; // an enum value: OPEN, DESC, UPDATED_AT
  }

  function selections(): Selection[] {
    expect('{');
    const list: Selection[] = [];
    while (peek() !== '}') {
      if (peek() === '...') {
        next();
        expect('on');
        list.push({ kind: 'fragment', on: name(), selections: selections() });
        continue;
      }
      let fieldName = name();
      let alias: string | undefined;
      if (peek() === ':') {
        next();
        alias = fieldName;
        fieldName = name();
      }
      const args: Record<string, Value> = {};
      if (peek() === '(') {
        next();
        while (peek() !== ')') {
          const key = name();
          expect(':');
          args[key] = value();
        }
        expect(')');
      }
      const sub = peek() === '{' ? selections() : undefined;
      list.push({
        kind: 'field',
        name: fieldName,
        args,
        ...(alias ? { alias } : {}),
        ...(sub ? { selections: sub } : {}),
      });
    }
    expect('}');
    return list;
  }

  const type = next();
  if (type !== 'query' && type !== 'mutation')
    throw new SyntaxError(`Unsupported operation ${type}`);
  if (peek() !== '(' && peek() !== '{') name();
  if (peek() === '(') {
    // Variable definitions: their types are not checked, the values come with the request.
    while (next() !== ')');
  }
  const operation: Operation = { type, selections: selections() };
  if (at !== tokens.length) throw new SyntaxError('Only one operation per document');
  return operation;
}
