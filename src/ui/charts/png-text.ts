// Text kept inside a PNG file (an iTXt chunk, UTF-8, placed after the header
// chunk): an exported chart carries its title, so that the file says what it
// shows wherever it goes.

let table: Uint32Array | undefined;

/** The CRC-32 every PNG chunk ends with, over its type and data. */
function crc32(bytes: Uint8Array): number {
  if (!table) {
    table = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      table[n] = c >>> 0;
    }
  }
  let c = 0xffffffff;
  for (const b of bytes) c = table[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** The PNG with an iTXt chunk `keyword: text` after its IHDR chunk. */
export function withPngText(png: Uint8Array, keyword: string, text: string): Uint8Array {
  const encoder = new TextEncoder();
  // keyword, 0, no compression (0, 0), no language tag (0), no translated keyword (0), the text.
  const data = new Uint8Array([...encoder.encode(keyword), 0, 0, 0, 0, 0, ...encoder.encode(text)]);
  const chunk = new Uint8Array(12 + data.length);
  const view = new DataView(chunk.buffer);
  view.setUint32(0, data.length);
  chunk.set(encoder.encode("iTXt"), 4);
  chunk.set(data, 8);
  view.setUint32(8 + data.length, crc32(chunk.subarray(4, 8 + data.length)));
  // The 8-byte signature, then IHDR: 4 length + 4 type + 13 data + 4 CRC.
  const at = 8 + 25;
  const out = new Uint8Array(png.length + chunk.length);
  out.set(png.subarray(0, at));
  out.set(chunk, at);
  out.set(png.subarray(at), at + chunk.length);
  return out;
}

/** The text of the first iTXt chunk named `keyword`, or undefined (for the tests, and anyone reading a chart back). */
export function pngText(png: Uint8Array, keyword: string): string | undefined {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const decoder = new TextDecoder();
  for (let at = 8; at + 8 <= png.length;) {
    const length = view.getUint32(at);
    const type = decoder.decode(png.subarray(at + 4, at + 8));
    if (type === "iTXt") {
      const data = png.subarray(at + 8, at + 8 + length);
      const end = data.indexOf(0);
      if (decoder.decode(data.subarray(0, end)) === keyword) {
        // After the keyword's 0: compression flag and method, then the language tag and translated keyword, each ended by 0.
        let i = end + 3;
        i = data.indexOf(0, i) + 1;
        i = data.indexOf(0, i) + 1;
        return decoder.decode(data.subarray(i));
      }
    }
    if (type === "IEND") break;
    at += 12 + length;
  }
  return undefined;
}
