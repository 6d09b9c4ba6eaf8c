import type { Files } from '../files';
import { AUDIO_CONTENT_TYPE } from './format';

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` (one range: what media elements ask for). */
function parseRange(header: string, size: number): { start: number; end: number } | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    return suffix > 0 ? { start: Math.max(0, size - suffix), end: size - 1 } : null;
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  return start <= end && start < size ? { start, end } : null;
}

/**
 * A stored MP3 as an HTTP answer with range support, so a player can seek (206 with
 * Content-Range; 416 for a range past the end), or null when there is no such file.
 */
export async function audioFileResponse(
  files: Files,
  key: string,
  options: { range?: string | undefined; cacheControl: string; downloadName?: string },
): Promise<Response | null> {
  const data = await files.read(key);
  if (!data) return null;
  const size = data.byteLength;
  const headers: Record<string, string> = {
    'Content-Type': AUDIO_CONTENT_TYPE,
    'Accept-Ranges': 'bytes',
    'Cache-Control': options.cacheControl,
  };
  if (options.downloadName) {
    headers['Content-Disposition'] =
      `attachment; filename="${options.downloadName.replace(/[^\w .-]/g, '_')}"`;
  }
  if (options.range) {
    const range = parseRange(options.range, size);
    if (!range) {
      return new Response(null, {
        status: 416,
        headers: { ...headers, 'Content-Range': `bytes */${size}` },
      });
    }
    const body = new Uint8Array(data.subarray(range.start, range.end + 1));
    return new Response(body, {
      status: 206,
      headers: {
        ...headers,
        'Content-Range': `bytes ${range.start}-${range.end}/${size}`,
        'Content-Length': String(body.byteLength),
      },
    });
  }
  return new Response(new Uint8Array(data), {
    headers: { ...headers, 'Content-Length': String(size) },
  });
}
