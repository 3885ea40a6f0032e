declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: 'sfnt' | 'woff' | 'woff2' },
  ): Promise<Buffer>;
}

declare module 'fontverter' {
  const fontverter: {
    convert(font: Buffer, to: 'sfnt' | 'truetype' | 'woff' | 'woff2'): Promise<Buffer>;
  };
  export default fontverter;
}
