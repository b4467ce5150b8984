// Byte ranges of a file the Worker passes on. Safari plays an MP4 only from
// a server that answers `Range` with 206, and Chromium re-downloads a looping
// video whole on every loop without it. The platform's asset server answers
// a range with 200 and the whole file (measured in wrangler dev; production's
// own support is cloudflare/workers-sdk#3861, open), so the Worker cuts the
// range itself; a 206 from the platform passes through untouched. Assets are
// at most 25 MiB, which a Worker holds in memory.

/** The one range of a `Range: bytes=…` header, or undefined for none or several. */
export function parseRange(header: string | null, size: number) {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!m || (m[1] === '' && m[2] === '')) return undefined;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    return suffix === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  return start >= size || start > end ? 'unsatisfiable' : { start, end };
}

/** The response to a GET with `Range`: 206 with the range, 416, or the response as it was. */
export async function withRange(request: Request, response: Response): Promise<Response> {
  const header = request.headers.get('Range');
  if (!header || request.method !== 'GET' || response.status !== 200) return response;
  // A range of an older copy (RFC 9110 §13.1.5): /media/ files may be replaced in
  // place, so a validator that no longer matches gets the whole new file.
  const ifRange = request.headers.get('If-Range');
  if (ifRange && ifRange !== response.headers.get('ETag')) return response;
  const body = await response.arrayBuffer();
  const range = parseRange(header, body.byteLength);
  const headers = new Headers(response.headers);
  headers.set('Accept-Ranges', 'bytes');
  if (range === undefined) return new Response(body, { status: 200, headers });
  headers.delete('Content-Length');
  if (range === 'unsatisfiable') {
    headers.set('Content-Range', `bytes */${body.byteLength}`);
    return new Response(null, { status: 416, headers });
  }
  headers.set('Content-Range', `bytes ${range.start}-${range.end}/${body.byteLength}`);
  return new Response(body.slice(range.start, range.end + 1), { status: 206, headers });
}
