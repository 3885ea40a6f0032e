/**
 * Renames an SFNT font (TrueType/OpenType bytes) in its `name` table: every family, full, PostScript and typographic
 * name that holds `from` holds `to` instead. The copyright, licence and other records are kept as they are (the
 * SIL Open Font License wants its notices kept, and a modified font kept away from its Reserved Font Name). `to`
 * must be as long as `from`, so that every string keeps its length and offset; the table's checksum and the font's
 * checksum adjustment are computed again.
 */
const RENAMED_IDS = new Set([1, 3, 4, 6, 16, 17, 18, 21, 22]);

export function renameFont(font: Buffer, from: string, to: string): Buffer {
  if (from.length !== to.length) throw new Error('A font is renamed to a name of the same length.');
  const out = Buffer.from(font);
  const tables = tableDirectory(out);
  const name = tables.get('name');
  const head = tables.get('head');
  if (!name || !head) throw new Error('The font has no name or head table.');
  const count = out.readUInt16BE(name.offset + 2);
  const strings = name.offset + out.readUInt16BE(name.offset + 4);
  let renamed = 0;
  for (let i = 0; i < count; i += 1) {
    const record = name.offset + 6 + i * 12;
    const [platform, nameId, length, offset] = [0, 6, 8, 10].map((at) => out.readUInt16BE(record + at)) as [
      number,
      number,
      number,
      number,
    ];
    if (!RENAMED_IDS.has(nameId)) continue;
    const start = strings + offset;
    // Windows and Unicode platforms store UTF-16BE, the Macintosh platform one byte a character.
    const wide = platform !== 1;
    const text = wide
      ? utf16beDecode(out.subarray(start, start + length))
      : out.toString('latin1', start, start + length);
    if (!text.includes(from)) continue;
    const next = text.split(from).join(to);
    (wide ? utf16beEncode(next) : Buffer.from(next, 'latin1')).copy(out, start);
    renamed += 1;
  }
  if (renamed === 0) throw new Error(`The font's names do not hold ${from}.`);
  out.writeUInt32BE(tableChecksum(out, name.offset, name.length), name.record + 4);
  // head.checkSumAdjustment: 0xB1B0AFBA minus the sum of the whole font with the adjustment itself at zero.
  out.writeUInt32BE(0, head.offset + 8);
  out.writeUInt32BE((0xb1b0afba - tableChecksum(out, 0, out.length)) >>> 0, head.offset + 8);
  return out;
}

function tableDirectory(font: Buffer) {
  const tables = new Map<string, { record: number; offset: number; length: number }>();
  const count = font.readUInt16BE(4);
  for (let i = 0; i < count; i += 1) {
    const record = 12 + i * 16;
    tables.set(font.toString('latin1', record, record + 4), {
      record,
      offset: font.readUInt32BE(record + 8),
      length: font.readUInt32BE(record + 12),
    });
  }
  return tables;
}

/** The sum of the big-endian 32-bit words of `length` bytes from `offset`, the last one padded with zeros. */
function tableChecksum(font: Buffer, offset: number, length: number): number {
  let sum = 0;
  for (let at = offset; at < offset + length; at += 4) {
    const word = Buffer.alloc(4);
    font.copy(word, 0, at, Math.min(at + 4, offset + length));
    sum = (sum + word.readUInt32BE(0)) >>> 0;
  }
  return sum;
}

const utf16beDecode = (bytes: Buffer) => Buffer.from(bytes).swap16().toString('utf16le');
const utf16beEncode = (text: string) => Buffer.from(text, 'utf16le').swap16();
