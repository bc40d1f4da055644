// Reads the PHP serialize() format WordPress stores in postmeta (_wp_attachment_metadata, plugin settings)
// as plain data. A parser, never eval: objects and references are refused rather than rebuilt.

export type PhpValue = null | boolean | number | string | PhpValue[] | { [key: string]: PhpValue };

// Deeper than any array WordPress writes; keeps a hostile value from exhausting the stack.
const MAX_DEPTH = 64;

/** Throws a plain Error naming the byte offset when `serialized` is not a serialised scalar or array. */
export function phpUnserialize(serialized: string): PhpValue {
  // String lengths in the format count UTF-8 bytes, so the reader walks bytes.
  const reader = new ByteReader(Buffer.from(serialized, 'utf8'));
  const value = readValue(reader, 0);
  if (reader.offset !== reader.bytes.length) reader.fail('余分なデータがあります');
  return value;
}

class ByteReader {
  readonly bytes: Buffer;
  offset = 0;

  constructor(bytes: Buffer) {
    this.bytes = bytes;
  }

  fail(why: string): never {
    throw new Error(`PHP のシリアライズ形式として読めません（${this.offset} バイト目: ${why}）`);
  }

  expect(char: string): void {
    if (this.bytes[this.offset] !== char.charCodeAt(0)) this.fail(`「${char}」がありません`);
    this.offset += 1;
  }

  /** The ASCII text up to `end` (not included), which is consumed too. */
  until(end: string): string {
    const at = this.bytes.indexOf(end, this.offset, 'latin1');
    if (at === -1) this.fail(`「${end}」がありません`);
    const text = this.bytes.toString('latin1', this.offset, at);
    this.offset = at + 1;
    return text;
  }

  take(length: number): string {
    if (this.offset + length > this.bytes.length) this.fail('文字列が途中で終わっています');
    const text = this.bytes.toString('utf8', this.offset, this.offset + length);
    this.offset += length;
    return text;
  }
}

function readValue(r: ByteReader, depth: number): PhpValue {
  const kind = String.fromCharCode(r.bytes[r.offset] ?? 0);
  r.offset += 1;
  if (kind === 'N') {
    r.expect(';');
    return null;
  }
  r.expect(':');
  switch (kind) {
    case 'b': {
      const flag = r.until(';');
      if (flag !== '0' && flag !== '1') r.fail('真偽値が 0 でも 1 でもありません');
      return flag === '1';
    }
    case 'i':
      return integer(r, r.until(';'));
    case 'd':
      return float(r, r.until(';'));
    case 's': {
      const length = integer(r, r.until(':'));
      r.expect('"');
      const text = r.take(length);
      r.expect('"');
      r.expect(';');
      return text;
    }
    case 'a':
      return readArray(r, depth);
    default:
      return r.fail(`「${kind}」型には対応していません`);
  }
}

function readArray(r: ByteReader, depth: number): PhpValue {
  if (depth >= MAX_DEPTH) r.fail('配列の入れ子が深すぎます');
  const count = integer(r, r.until(':'));
  r.expect('{');
  const entries: [string | number, PhpValue][] = [];
  for (let i = 0; i < count; i += 1) {
    const key = readValue(r, depth + 1);
    if (typeof key !== 'string' && typeof key !== 'number') r.fail('配列のキーが整数でも文字列でもありません');
    entries.push([key, readValue(r, depth + 1)]);
  }
  r.expect('}');
  // A PHP list (keys 0, 1, 2… in order) reads as an array; any other keys as an object.
  if (entries.every(([key], index) => key === index)) return entries.map(([, value]) => value);
  return Object.fromEntries(entries.map(([key, value]) => [String(key), value]));
}

function integer(r: ByteReader, text: string): number {
  if (!/^-?\d+$/.test(text)) r.fail(`「${text}」は整数ではありません`);
  return Number(text);
}

function float(r: ByteReader, text: string): number {
  if (text === 'INF') return Number.POSITIVE_INFINITY;
  if (text === '-INF') return Number.NEGATIVE_INFINITY;
  if (text === 'NAN') return Number.NaN;
  const value = Number(text);
  if (text === '' || Number.isNaN(value)) r.fail(`「${text}」は数ではありません`);
  return value;
}
