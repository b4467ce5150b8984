// The few answers of S3's XML API the service reads, by regular
// expressions over S3's fixed element names (no XML library on the
// server). Values are unescaped for the five predefined entities only,
// which is all S3 emits in these answers.

/** @param {string} text */
export const unescapeXml = (text) =>
  text.replace(/&(lt|gt|quot|apos|amp|#(\d+)|#x([0-9a-fA-F]+));/g, (entity, name, dec, hex) => {
    if (dec) return String.fromCodePoint(Number(dec));
    if (hex) return String.fromCodePoint(parseInt(hex, 16));
    return (
      { lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' }[/** @type {string} */ (name)] ?? entity
    );
  });

/** @param {string} text */
export const escapeXml = (text) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The text of each <name> element directly holding text, in order.
 * @param {string} xml @param {string} name
 */
export function texts(xml, name) {
  return [...xml.matchAll(new RegExp(`<${name}>([^<]*)</${name}>`, 'g'))].map((m) =>
    unescapeXml(m[1] ?? ''),
  );
}

/** The first <name>'s text, or undefined. @param {string} xml @param {string} name */
export const text = (xml, name) => texts(xml, name)[0];

/**
 * The inner XML of each <name> element (not nested in itself).
 * @param {string} xml @param {string} name
 */
export function blocks(xml, name) {
  return [...xml.matchAll(new RegExp(`<${name}>([\\s\\S]*?)</${name}>`, 'g'))].map(
    (m) => m[1] ?? '',
  );
}

/** S3's error code of an <Error> answer, if it is one. @param {string} xml */
export function errorCode(xml) {
  return /<Error>/.test(xml) ? (text(xml, 'Code') ?? 'UnknownError') : undefined;
}

/**
 * ListParts: the parts of an upload, and where the next page starts.
 * @param {string} xml
 */
export function parseListParts(xml) {
  const parts = blocks(xml, 'Part').map((part) => ({
    partNumber: Number(text(part, 'PartNumber')),
    etag: text(part, 'ETag') ?? '',
    size: Number(text(part, 'Size')),
  }));
  return {
    parts,
    truncated: text(xml, 'IsTruncated') === 'true',
    next: text(xml, 'NextPartNumberMarker'),
  };
}

/**
 * ListObjectsV2: the objects of a page, and the token of the next one.
 * @param {string} xml
 */
export function parseListObjects(xml) {
  const objects = blocks(xml, 'Contents').map((object) => ({
    key: text(object, 'Key') ?? '',
    size: Number(text(object, 'Size')),
    lastModified: text(object, 'LastModified') ?? '',
  }));
  return {
    objects,
    truncated: text(xml, 'IsTruncated') === 'true',
    next: text(xml, 'NextContinuationToken'),
  };
}

/**
 * CompleteMultipartUpload's body.
 * @param {{ partNumber: number, etag: string }[]} parts
 */
export function completeXml(parts) {
  const items = parts.map(
    (p) => `<Part><PartNumber>${p.partNumber}</PartNumber><ETag>${escapeXml(p.etag)}</ETag></Part>`,
  );
  return `<CompleteMultipartUpload>${items.join('')}</CompleteMultipartUpload>`;
}
