// Reader of a game's .data file: the game's assets and configuration in one download, written by
// build/data-package.mjs. Layout: 'PZDATA01', uint32 LE index length, UTF-8 JSON index
// { files: [{ name, type, offset, length }] }, then the files' bytes (offsets from there).

export const DATA_MAGIC = 'PZDATA01';

export interface DataFileEntry {
  name: string;
  type: string;
  offset: number;
  length: number;
}

export interface DataPackage {
  names(): string[];
  bytes(name: string): Uint8Array;
  text(name: string): string;
  json<T>(name: string): T;
  type(name: string): string;
}

export function readDataPackage(buffer: ArrayBuffer): DataPackage {
  const bytes = new Uint8Array(buffer);
  const magic = new TextDecoder().decode(bytes.subarray(0, DATA_MAGIC.length));
  if (magic !== DATA_MAGIC) throw new Error('Not a game data package');
  const view = new DataView(buffer);
  const indexLength = view.getUint32(DATA_MAGIC.length, true);
  const indexStart = DATA_MAGIC.length + 4;
  const index = JSON.parse(
    new TextDecoder().decode(bytes.subarray(indexStart, indexStart + indexLength)),
  ) as {
    files: DataFileEntry[];
  };
  const base = indexStart + indexLength;
  const files = new Map(index.files.map((f) => [f.name, f]));
  const entry = (name: string): DataFileEntry => {
    const f = files.get(name);
    if (!f) throw new Error(`Missing game data file: ${name}`);
    return f;
  };
  const slice = (name: string) => {
    const f = entry(name);
    return bytes.subarray(base + f.offset, base + f.offset + f.length);
  };
  return {
    names: () => [...files.keys()],
    bytes: slice,
    text: (name) => new TextDecoder().decode(slice(name)),
    json: <T>(name: string) => JSON.parse(new TextDecoder().decode(slice(name))) as T,
    type: (name) => entry(name).type,
  };
}
