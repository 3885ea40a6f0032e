/**
 * Score files by their first bytes (decision 0631): MusicXML, compressed MusicXML and Guitar Pro 3 to 8. The whole
 * file is then read with alphaTab (`#lib/scores/read-score.ts`), so a file that starts right but is broken is refused.
 */
const ascii = (head: Buffer, start: number, end: number) => head.subarray(start, end).toString('latin1');
const isZip = (head: Buffer) => ascii(head, 0, 4) === 'PK\x03\x04';

/** A compressed MusicXML file is a zip whose first entries name its container or mimetype. */
function isMxl(head: Buffer): boolean {
  const text = ascii(head, 0, head.length);
  return (
    isZip(head) &&
    (text.includes('META-INF/container.xml') || text.includes('application/vnd.recordare.musicxml'))
  );
}

/** Uncompressed MusicXML: an XML document whose root is score-partwise or score-timewise. */
function isMusicXml(head: Buffer): boolean {
  const text = head
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  return text.startsWith('<') && /<score-(partwise|timewise)[\s>]/.test(text);
}

/** Guitar Pro 3 to 5: a length byte, then "FICHIER GUITAR PRO v3.00" (v4.0x, v5.xx). */
function guitarProVersion(head: Buffer): string | undefined {
  const match = /^FICHIER GUITAR PRO v([345])\./.exec(ascii(head, 1, 1 + (head[0] ?? 0)));
  return match?.[1];
}

/** The extension of a score file, or undefined when its bytes are of no score type. */
export function detectScoreExtension(head: Buffer): string | undefined {
  if (isMxl(head)) return 'mxl';
  if (isMusicXml(head)) return 'musicxml';
  const version = guitarProVersion(head);
  if (version) return `gp${version}`;
  // Guitar Pro 6 (.gpx, its own container) and 7 and later (.gp, a zip holding Content/score.gpif).
  if (['BCFZ', 'BCFS'].includes(ascii(head, 0, 4))) return 'gpx';
  if (isZip(head) && ascii(head, 0, head.length).includes('Content/')) return 'gp';
  return undefined;
}
