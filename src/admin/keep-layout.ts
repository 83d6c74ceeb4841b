/**
 * A saved file keeps its comments and its layout. Sveltia CMS 0.221.1 writes a file anew from its
 * data (its YAML writer keeps no comment, unfolds paragraphs, opens flow maps). This writes the
 * data into the file's own text instead: what did not change is left byte for byte, a changed
 * value is replaced where it stands (in its own quoting), a removed item or key takes its lines
 * away, an added one is written after its siblings. It reads the text with the `yaml` package's
 * source ranges, as Sveltia reads it (YAML 1.2, core schema). Browser module (src/admin/editor.ts,
 * through Sveltia's `CMS.registerCustomFormat`); docs/decisions/0016-owner-editor.md.
 */
import { isMap, isScalar, isSeq, parse, parseDocument, stringify, type Node, type Pair } from 'yaml';

/** A piece of the text replaced: [start, end) by `text`. */
interface Splice {
  start: number;
  end: number;
  text: string;
}

type Data = unknown;

const isRecord = (value: Data): value is Record<string, Data> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Equal as data (what a reader of the file gets), whatever the layout. */
function same(a: Data, b: Data): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Nothing written: the editor sends an empty optional field as '' or [] (`note: ''`), which the
 * site reads as absent; a key the file does not have is not added for it.
 */
const empty = (value: Data) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** A scalar as YAML text: plain when it reads back as itself, else in single quotes. */
function scalarText(value: Data, inFlow: boolean, quote?: string): string {
  if (typeof value !== 'string') return String(value);
  if (quote === 'QUOTE_DOUBLE') return JSON.stringify(value);
  const single = `'${value.replaceAll("'", "''")}'`;
  if (quote === 'QUOTE_SINGLE' || value.includes('\n') || value.trim() !== value) return single;
  try {
    const read = inFlow ? parse(`{ k: ${value} }`) : parse(`k: ${value}`);
    return isRecord(read) && read['k'] === value && !(inFlow && /[,[\]{}]/.test(value)) ? value : single;
  } catch {
    return single;
  }
}

/** A value in flow style, as the hand-written files have them: `{ kind: from, amount: 79 }`. */
function flowText(value: Data): string {
  if (Array.isArray(value)) return `[${value.map(flowText).join(', ')}]`;
  if (isRecord(value))
    return `{ ${Object.entries(value)
      .filter(([, v]) => !empty(v))
      .map(([k, v]) => `${k}: ${flowText(v)}`)
      .join(', ')} }`;
  return scalarText(value, true);
}

/** A value in block style, its lines after the first indented by `indent` spaces. */
function blockText(value: Data, indent: number): string {
  const text = stringify(value, { indent: 2, lineWidth: 0, singleQuote: true, flowCollectionPadding: true });
  return text.trimEnd().replaceAll('\n', `\n${' '.repeat(indent)}`);
}

/** The file's edits for `node` to hold `next`. */
class Layout {
  readonly splices: Splice[] = [];
  constructor(readonly text: string) {}

  lineStart(offset: number) {
    return this.text.lastIndexOf('\n', offset - 1) + 1;
  }

  column(offset: number) {
    return offset - this.lineStart(offset);
  }

  /** The offset just after the line `offset` ends in (its newline included). */
  lineEnd(offset: number) {
    const end = this.text.indexOf('\n', Math.max(offset - 1, 0));
    return end === -1 ? this.text.length : end + 1;
  }

  /** Removes whole lines [start, end), and one of two blank lines it would leave side by side. */
  removeLines(start: number, end: number) {
    const before = this.text.slice(this.lineStart(start - 1), start);
    const after = this.text.slice(end, this.lineEnd(end + 1));
    const blank = (line: string) => line.trim() === '';
    this.splices.push({
      start,
      end: blank(before) && blank(after) && start > 0 ? this.lineEnd(end + 1) : end,
      text: '',
    });
  }

  replace(node: Node, next: Data, inFlow: boolean) {
    const [start, end] = node.range!;
    const flow = inFlow || ((isMap(node) || isSeq(node)) && Boolean(node.flow));
    let text: string;
    if (!isRecord(next) && !Array.isArray(next)) {
      const type = isScalar(node) ? node.type : undefined;
      if (type === 'BLOCK_FOLDED' || type === 'BLOCK_LITERAL') {
        const header = this.text.slice(start, this.lineEnd(start)).trimEnd();
        const first = this.lineEnd(start);
        const indent = this.text.slice(first).match(/^ */)![0];
        text = `${header}\n${String(next)
          .split('\n')
          .map((line) => indent + line)
          .join('\n')}`;
        // A block scalar's range ends after its last line's newline.
        text += this.text[end - 1] === '\n' ? '\n' : '';
      } else text = scalarText(next, flow, type);
    } else if (flow && !inFlow && same(node.toJSON(), Array.isArray(next) ? [] : {})) {
      // An empty list or map written `[]` or `{}` that gets its first entries: in block style, on
      // the lines below its key, as the hand-written files have their lists.
      const indent = this.text.slice(this.lineStart(start)).match(/^ */)![0].length + 2;
      const space = this.text.slice(0, start).match(/ *$/)![0].length;
      this.splices.push({
        start: start - space,
        end,
        text: `\n${' '.repeat(indent)}${blockText(next, indent)}`,
      });
      return;
    } else if (flow) text = flowText(next);
    else text = blockText(next, this.column(start));
    this.splices.push({ start, end, text });
  }

  edit(node: Node | null, next: Data, inFlow = false) {
    if (!node) return;
    const old = node.toJSON();
    if (same(old, next)) return;
    const flow = inFlow || ((isMap(node) || isSeq(node)) && Boolean(node.flow));
    if (isMap(node) && isRecord(next) && !flow) return this.editMap(node.items as Pair<Node, Node>[], next);
    if (isMap(node) && isRecord(next) && flow && same(Object.keys(old as object), Object.keys(next)))
      return this.editPairs(node.items as Pair<Node, Node>[], next, true);
    if (isSeq(node) && Array.isArray(next) && !flow) return this.editSeq(node.items as Node[], next);
    if (isSeq(node) && Array.isArray(next) && flow && (old as Data[]).length === next.length)
      return (node.items as Node[]).forEach((item, i) => this.edit(item, next[i], true));
    this.replace(node, next, inFlow);
  }

  editPairs(pairs: Pair<Node, Node>[], next: Record<string, Data>, inFlow: boolean) {
    for (const pair of pairs)
      this.edit(pair.value, next[String((pair.key as { value?: unknown }).value)], inFlow);
  }

  editMap(pairs: Pair<Node, Node>[], next: Record<string, Data>) {
    const keys = pairs.map((pair) => String((pair.key as { value?: unknown }).value));
    for (const [i, pair] of pairs.entries()) {
      const key = keys[i]!;
      if (key in next && next[key] !== undefined) {
        if (pair.value) this.edit(pair.value, next[key]);
      } else {
        const start = this.lineStart(pair.key.range![0]);
        this.removeLines(start, this.lineEnd(pair.value?.range![2] ?? pair.key.range![2]));
      }
    }
    const added = Object.entries(next).filter(([key, value]) => !keys.includes(key) && !empty(value));
    if (!added.length) return;
    const last = pairs.at(-1)!;
    const at = this.lineEnd(last.value?.range![1] ?? last.key.range![2]);
    const indent = ' '.repeat(this.column(pairs[0]!.key.range![0]));
    const lines = added.map(([key, value]) => {
      const nested = isRecord(value) || Array.isArray(value);
      return `${indent}${key}:${nested ? `\n${indent}  ${blockText(value, indent.length + 2)}` : ` ${scalarText(value, false)}`}\n`;
    });
    this.splices.push({ start: at, end: at, text: lines.join('') });
  }

  editSeq(items: Node[], next: Data[]) {
    const old = items.map((item) => item.toJSON() as Data);
    // Items removed, the others as they were: their lines go, nothing else is touched.
    const kept: number[] = [];
    let j = 0;
    for (const [i, item] of old.entries()) {
      if (j < next.length && same(item, next[j])) {
        kept.push(i);
        j += 1;
      }
    }
    if (next.length < old.length && j === next.length) {
      for (const [i, item] of items.entries()) if (!kept.includes(i)) this.removeItem(item);
      return;
    }
    for (const [i, item] of items.entries()) {
      if (i < next.length) this.edit(item, next[i]);
      else this.removeItem(item);
    }
    if (next.length > items.length) {
      const last = items.at(-1)!;
      const at = this.lineEnd(last.range![1]);
      const indent = ' '.repeat(this.column(this.itemStart(last)));
      const text = next
        .slice(items.length)
        .map((value) => `${indent}- ${blockText(value, indent.length + 2)}\n`)
        .join('');
      this.splices.push({ start: at, end: at, text });
    }
  }

  /** Where an item's « - » stands. */
  itemStart(item: Node) {
    return this.text.lastIndexOf('-', item.range![0] - 1);
  }

  removeItem(item: Node) {
    this.removeLines(this.lineStart(this.itemStart(item)), this.lineEnd(item.range![1]));
  }
}

/** `original` holding `data`: its comments and layout kept, only what changed rewritten. */
export function keepLayout(original: string, data: Data): string {
  const doc = parseDocument(original);
  if (doc.errors.length || !doc.contents) return stringify(data, { lineWidth: 0, singleQuote: true });
  const layout = new Layout(original);
  layout.edit(doc.contents, data);
  let text = original;
  // From the end of the file back, so that each splice's offsets are still the original text's; at
  // one offset, a removal before an insertion (the insertion would otherwise be removed in its place:
  // an item added at the end of a list followed by a key removed).
  for (const { start, end, text: piece } of layout.splices.sort((a, b) => b.start - a.start || b.end - a.end))
    text = text.slice(0, start) + piece + text.slice(end);
  return text;
}
