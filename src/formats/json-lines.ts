// A JSON reader that keeps the line each value starts on, so that errors in a
// deal file can point at a line (JSON.parse forgets where things were). It
// runs only on text JSON.parse has accepted, so it does not re-check syntax.

export type JsonNode =
  | { kind: "string"; line: number; value: string }
  | { kind: "array"; line: number; items: JsonNode[] }
  | { kind: "object"; line: number; entries: [string, JsonNode][] }
  | { kind: "other"; line: number; value: number | boolean | null };

const NUMBER_OR_WORD = /-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null/y;

/** Parses JSON text; throws JSON.parse's SyntaxError when it is not JSON. Keys keep their order and repeats. */
export function parseJsonWithLines(text: string): JsonNode {
  JSON.parse(text);
  let at = 0;
  let line = 1;

  const skipSpace = () => {
    while (at < text.length && " \t\r\n".includes(text[at])) {
      if (text[at] === "\n") line++;
      at++;
    }
  };

  const readString = (): string => {
    const start = at;
    at++;
    while (text[at] !== '"') at += text[at] === "\\" ? 2 : 1;
    at++;
    return JSON.parse(text.slice(start, at)) as string;
  };

  // Reads the items of an array or object after its opening bracket, up to and past `close`.
  const readItems = (close: string, readItem: () => void) => {
    at++;
    skipSpace();
    while (text[at] !== close) {
      readItem();
      skipSpace();
      if (text[at] === ",") at++;
      skipSpace();
    }
    at++;
  };

  const readValue = (): JsonNode => {
    skipSpace();
    const start = line;
    const ch = text[at];
    if (ch === '"') return { kind: "string", line: start, value: readString() };
    if (ch === "[") {
      const items: JsonNode[] = [];
      readItems("]", () => items.push(readValue()));
      return { kind: "array", line: start, items };
    }
    if (ch === "{") {
      const entries: [string, JsonNode][] = [];
      readItems("}", () => {
        const key = readString();
        skipSpace();
        at++; // the colon
        entries.push([key, readValue()]);
      });
      return { kind: "object", line: start, entries };
    }
    NUMBER_OR_WORD.lastIndex = at;
    const token = NUMBER_OR_WORD.exec(text)![0];
    at += token.length;
    return { kind: "other", line: start, value: JSON.parse(token) as number | boolean | null };
  };

  return readValue();
}
