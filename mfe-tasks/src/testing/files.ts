/** A file of the given type and exact size in bytes, for the upload rules. */
export function fileOf(name: string, type: string, size: number): File {
  return new File([new Uint8Array(size)], name, { type });
}
