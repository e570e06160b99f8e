import { none } from 'stream-chain/defs.js';
import { jsonParser } from 'stream-json/core/parser.js';
import { ImportFormatError } from './types';

export type JsonPath = ReadonlyArray<string | number>;

export interface JsonHit {
  /** Path of the value (copied: safe to keep). */
  path: Array<string | number>;
  value: unknown;
}

interface Frame {
  isArray: boolean;
  index: number;
}

interface Token {
  name: string;
  value?: unknown;
}

/**
 * Streams one JSON document and assembles only the values whose path `want` selects
 * (e.g. each element of `messages`, or `chats.list[i].name`), so a file of any size is
 * read in constant memory apart from the largest selected value. The tokenizer is
 * stream-json's, driven synchronously chunk by chunk: one generator step per chunk,
 * not per token. Yields the hits found in each chunk.
 *
 * `want` sees the live path (do not keep it); hits carry copies.
 *
 * A file that breaks off or holds a syntax error fails with the entry (the number of
 * selected values read before it, plus one) and the line where the tokenizer stopped.
 */
export async function* streamJson(
  chunks: AsyncIterable<Buffer>,
  want: (path: JsonPath) => boolean,
  onBytes?: (n: number) => void,
): AsyncGenerator<JsonHit[]> {
  const parse = jsonParser({ packValues: true, streamValues: false });
  const decoder = new TextDecoder('utf-8');
  const frames: Frame[] = [];
  const path: Array<string | number> = [];
  // The value being assembled: a stack of open containers and their pending keys.
  let asm: unknown[] | null = null;
  let asmKeys: Array<string | undefined> = [];
  let hits: JsonHit[] = [];
  let entries = 0;
  let line = 1;
  let topLevelSeen = false;

  const add = (value: unknown) => {
    const parent = asm![asm!.length - 1];
    if (Array.isArray(parent)) parent.push(value);
    else (parent as Record<string, unknown>)[asmKeys[asmKeys.length - 1]!] = value;
  };
  const beginValue = () => {
    const top = frames[frames.length - 1];
    if (top?.isArray) path[frames.length - 1] = top.index++;
  };
  const emit = (value: unknown) => {
    entries++;
    hits.push({ path: path.slice(0, frames.length), value });
  };

  const handle = (tokens: Token[]) => {
    for (const tok of tokens) {
      switch (tok.name) {
        case 'keyValue':
          if (asm) asmKeys[asmKeys.length - 1] = tok.value as string;
          else path[frames.length - 1] = tok.value as string;
          break;
        case 'startObject':
        case 'startArray': {
          const container = tok.name === 'startArray' ? [] : {};
          if (asm) {
            add(container);
            asm.push(container);
            asmKeys.push(undefined);
            break;
          }
          if (frames.length === 0) {
            if (topLevelSeen) throw new Error('more than one JSON value');
            topLevelSeen = true;
          }
          beginValue();
          if (want(path)) {
            asm = [container];
            asmKeys = [undefined];
            break;
          }
          frames.push({ isArray: tok.name === 'startArray', index: 0 });
          path.length = frames.length;
          break;
        }
        case 'endObject':
        case 'endArray':
          if (asm) {
            const done = asm.pop();
            asmKeys.pop();
            if (asm.length === 0) {
              asm = null;
              emit(done);
            }
            break;
          }
          frames.pop();
          path.length = frames.length;
          break;
        case 'stringValue':
        case 'numberValue':
        case 'nullValue':
        case 'trueValue':
        case 'falseValue': {
          const value = tok.name === 'numberValue' ? Number(tok.value) : tok.value;
          if (asm) {
            add(value);
            break;
          }
          if (frames.length === 0) {
            if (topLevelSeen) throw new Error('more than one JSON value');
            topLevelSeen = true;
          }
          beginValue();
          if (want(path)) emit(value);
          break;
        }
      }
    }
  };

  const run = (input: string | typeof none) => {
    try {
      const out = parse(input as string) as unknown;
      if (out && typeof out === 'object' && 'values' in out) handle((out as { values: Token[] }).values);
      else if (out && out !== none) handle([out as Token]);
    } catch (error) {
      throw new ImportFormatError(
        `The JSON is damaged or cut short: ${(error as Error).message}`,
        `entry ${entries + 1}, near line ${line}`,
      );
    }
  };

  for await (const chunk of chunks) {
    onBytes?.(chunk.length);
    const text = decoder.decode(chunk, { stream: true });
    run(text);
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) line++;
    if (hits.length) {
      yield hits;
      hits = [];
    }
  }
  run(decoder.decode());
  run(none);
  if (!topLevelSeen || frames.length || asm) {
    throw new ImportFormatError('The JSON is cut short', `entry ${entries + 1}, near line ${line}`);
  }
  if (hits.length) yield hits;
}
