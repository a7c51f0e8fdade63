// Writer of a game's .data file (read by src/game-builds/runtime/data-package.ts):
// 'PZDATA01', uint32 LE index length, UTF-8 JSON index { files: [{ name, type, offset, length }] },
// then the files' bytes.
export const DATA_MAGIC = 'PZDATA01';

/** @param {Array<{ name: string, type: string, bytes: Uint8Array | Buffer }>} files */
export function writeDataPackage(files) {
  let offset = 0;
  const index = {
    files: files.map((f) => {
      const entry = { name: f.name, type: f.type, offset, length: f.bytes.length };
      offset += f.bytes.length;
      return entry;
    }),
  };
  const indexBytes = Buffer.from(JSON.stringify(index), 'utf8');
  const header = Buffer.alloc(DATA_MAGIC.length + 4);
  header.write(DATA_MAGIC, 0, 'ascii');
  header.writeUInt32LE(indexBytes.length, DATA_MAGIC.length);
  return Buffer.concat([header, indexBytes, ...files.map((f) => Buffer.from(f.bytes))]);
}

/** 16-bit mono PCM WAV from samples in [-1, 1]. */
export function wav(samples, sampleRate) {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((s, i) => data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, s)) * 32767), i * 2));
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/**
 * A sound from notes: [frequency Hz, seconds][], a waveform and an exponential decay per note.
 * Deterministic, so the data file (and its content hash) only changes when the sounds do.
 */
export function tone(notes, { sampleRate = 22050, wave = 'sine', volume = 0.35, decay = 6 } = {}) {
  const samples = [];
  for (const [freq, seconds] of notes) {
    const n = Math.round(seconds * sampleRate);
    for (let i = 0; i < n; i += 1) {
      const t = i / sampleRate;
      const phase = (t * freq) % 1;
      const base =
        wave === 'square'
          ? phase < 0.5
            ? 1
            : -1
          : wave === 'triangle'
            ? 4 * Math.abs(phase - 0.5) - 1
            : Math.sin(2 * Math.PI * phase);
      const attack = Math.min(1, i / (sampleRate * 0.004));
      samples.push(base * volume * attack * Math.exp(-decay * t));
    }
  }
  return wav(samples, sampleRate);
}
