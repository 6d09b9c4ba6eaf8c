// Fetches and decodes a song's stems for the studio engine (decision 027). Every stem is fetched at
// once (the network is the slow part); decoding (decodeAudioData: off the main thread) runs two at
// a time, and each decoded stem is copied into the engine's channels and let go at once, so only
// two decoded stems exist beside the engine's copy at any moment.

import type { StudioEngine } from './engine';

export interface StemSource {
  id: string;
  url: string;
}

export interface LoadStemsOptions {
  /** Decodes at once (default 2: the two cores of a small machine). */
  concurrency?: number;
  signal?: AbortSignal;
  onProgress?: (progress: { bytes: number; decodedStems: number; stems: number }) => void;
  fetch?: typeof fetch;
}

/** Loads `stems` (in the engine's stem order) into `engine`; resolves with the bytes fetched. */
export async function loadStems(
  engine: StudioEngine,
  stems: readonly StemSource[],
  options: LoadStemsOptions = {},
): Promise<{ bytes: number }> {
  const ids = stems.map((stem) => stem.id).join();
  if (ids !== engine.stemIds.join()) throw new Error('Stems must come in the engine’s order');
  const context = engine.context;
  const length = Math.round(engine.durationSeconds * context.sampleRate);
  const channels = stems.flatMap(() => [new Float32Array(length), new Float32Array(length)]);
  const doFetch = options.fetch ?? fetch;
  let bytes = 0;
  let decodedStems = 0;
  const report = () => options.onProgress?.({ bytes, decodedStems, stems: stems.length });

  const downloads = stems.map(async (stem) => {
    const response = await doFetch(stem.url, { signal: options.signal });
    if (!response.ok) throw new Error(`Stem ${stem.id}: HTTP ${response.status}`);
    const data = await response.arrayBuffer();
    bytes += data.byteLength;
    report();
    return data;
  });
  // a failed download is reported by the decode that awaits it; none goes unhandled meanwhile
  for (const download of downloads) download.catch(() => undefined);

  let next = 0;
  const worker = async () => {
    while (next < stems.length) {
      const index = next;
      next += 1;
      const data = await downloads[index];
      if (!data) continue;
      options.signal?.throwIfAborted();
      const buffer = await context.decodeAudioData(data);
      for (let side = 0; side < 2; side += 1) {
        const target = channels[index * 2 + side] as Float32Array<ArrayBuffer>;
        buffer.copyFromChannel(target, Math.min(side, buffer.numberOfChannels - 1));
      }
      decodedStems += 1;
      report();
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 2) }, worker));
  await engine.load(channels);
  return { bytes };
}
