/**
 * Reads what the head of a WebM (Matroska) file says: its doc type, the kinds of its tracks and its duration when it
 * states one. A browser's MediaRecorder writes WebM as a live stream, with the segment and its clusters of unknown
 * size; music-metadata cannot step over those (it refuses the length), so WebM is read here, up to the first cluster
 * (docs/decisions/0632-takes.md).
 */
export interface WebmHead {
  docType: string;
  hasAudio: boolean;
  hasVideo: boolean;
  durationMs: number | undefined;
}

const ID = {
  ebml: 0x1a45dfa3,
  docType: 0x4282,
  segment: 0x18538067,
  info: 0x1549a966,
  timestampScale: 0x2ad7b1,
  duration: 0x4489,
  tracks: 0x1654ae6b,
  trackEntry: 0xae,
  trackType: 0x83,
  cluster: 0x1f43b675,
  cues: 0x1c53bb6b,
};
const TRACK_VIDEO = 1;
const TRACK_AUDIO = 2;

/** The four magic bytes every EBML file starts with. */
export const isEbml = (head: Uint8Array) =>
  head.length >= 4 && head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3;

interface Element {
  id: number;
  /** The size of the element's data, or undefined when it is unknown (a live stream's segment and clusters). */
  size: number | undefined;
  /** Where its data starts. */
  data: number;
}

/** A variable-length integer at `pos`: its length and value (with the length marker for ids, without for sizes). */
function vint(buf: Uint8Array, pos: number, keepMarker: boolean) {
  const first = buf[pos];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (pos + length > buf.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const byte = buf[pos + i]!;
    value = value * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { length, value, unknown: !keepMarker && allOnes };
}

function elementAt(buf: Uint8Array, pos: number): Element | null {
  const id = vint(buf, pos, true);
  if (!id || id.length > 4) return null;
  const size = vint(buf, pos + id.length, false);
  if (!size) return null;
  return { id: id.value, size: size.unknown ? undefined : size.value, data: pos + id.length + size.length };
}

/** The elements inside [start, end), stopping at one of unknown size (it runs to the end of its parent). */
function* children(buf: Uint8Array, start: number, end: number): Generator<Element> {
  let pos = start;
  while (pos < end) {
    const element = elementAt(buf, pos);
    if (!element) return;
    yield element;
    if (element.size === undefined) return;
    pos = element.data + element.size;
  }
}

const endOf = (buf: Uint8Array, e: Element) =>
  e.size === undefined ? buf.length : Math.min(buf.length, e.data + e.size);

function uint(buf: Uint8Array, e: Element) {
  let value = 0;
  for (let i = e.data; i < endOf(buf, e); i++) value = value * 256 + buf[i]!;
  return value;
}

function float(buf: Uint8Array, e: Element) {
  const view = new DataView(buf.buffer, buf.byteOffset + e.data, e.size ?? 0);
  if (e.size === 4) return view.getFloat32(0);
  if (e.size === 8) return view.getFloat64(0);
  return undefined;
}

/** Reads the head; null when it is not EBML, or its tracks are not within `buf`. */
export function readWebmHead(buf: Uint8Array): WebmHead | null {
  if (!isEbml(buf)) return null;
  const header = elementAt(buf, 0);
  if (!header || header.size === undefined) return null;
  let docType = '';
  for (const e of children(buf, header.data, endOf(buf, header))) {
    if (e.id === ID.docType) docType = new TextDecoder().decode(buf.subarray(e.data, endOf(buf, e)));
  }
  const segment = elementAt(buf, header.data + header.size);
  if (!segment || segment.id !== ID.segment) return null;
  let scaleNs = 1_000_000;
  let duration: number | undefined;
  let kinds: Set<number> | null = null;
  for (const e of children(buf, segment.data, endOf(buf, segment))) {
    if (e.id === ID.cluster) break;
    if (e.id === ID.info) {
      for (const i of children(buf, e.data, endOf(buf, e))) {
        if (i.id === ID.timestampScale) scaleNs = uint(buf, i);
        if (i.id === ID.duration) duration = float(buf, i);
      }
    }
    if (e.id === ID.tracks) {
      kinds = new Set();
      for (const entry of children(buf, e.data, endOf(buf, e))) {
        if (entry.id !== ID.trackEntry) continue;
        for (const field of children(buf, entry.data, endOf(buf, entry))) {
          if (field.id === ID.trackType) kinds.add(uint(buf, field));
        }
      }
    }
  }
  if (!kinds) return null;
  return {
    docType: docType.replace(/\0+$/, ''),
    hasAudio: kinds.has(TRACK_AUDIO),
    hasVideo: kinds.has(TRACK_VIDEO),
    durationMs:
      duration !== undefined && Number.isFinite(duration) && duration > 0
        ? Math.round((duration * scaleNs) / 1_000_000)
        : undefined,
  };
}

/**
 * Whether a WebM file has cues (its seek index) among the segment's top-level elements, read through `read` (a few
 * bytes at a time, so a file of any size). A recorder's live WebM has none; FFmpeg writing a file puts them in.
 */
export async function hasCues(read: (pos: number, length: number) => Promise<Uint8Array>): Promise<boolean> {
  const header = elementAt(await read(0, 16), 0);
  if (!header || header.size === undefined) return false;
  let pos = header.data + header.size;
  const segment = elementAt(await read(pos, 16), 0);
  if (!segment || segment.id !== ID.segment) return false;
  const end = segment.size === undefined ? Infinity : pos + segment.data + segment.size;
  pos += segment.data;
  while (pos < end) {
    const e = elementAt(await read(pos, 16), 0);
    if (!e) return false;
    if (e.id === ID.cues) return true;
    if (e.size === undefined) return false;
    pos += e.data + e.size;
  }
  return false;
}
