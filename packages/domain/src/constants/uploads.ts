/** Accepted upload types, checked by content (magic bytes), never by file name. */
export const ALLOWED_UPLOAD_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type AllowedUploadMimeType = (typeof ALLOWED_UPLOAD_MIME_TYPES)[number];

export const ALLOWED_UPLOAD_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'] as const;

export interface FileSignature {
  mime: AllowedUploadMimeType;
  /** Bytes expected at `offset`. */
  bytes: readonly number[];
  offset: number;
}

export const FILE_SIGNATURES: readonly FileSignature[] = [
  { mime: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d], offset: 0 }, // "%PDF-"
  { mime: 'image/jpeg', bytes: [0xff, 0xd8, 0xff], offset: 0 },
  { mime: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], offset: 0 },
];

/** The allowed type a file's first bytes announce, or null. */
export function detectAllowedMimeType(head: Uint8Array): AllowedUploadMimeType | null {
  const match = FILE_SIGNATURES.find((signature) =>
    signature.bytes.every((byte, index) => head[signature.offset + index] === byte),
  );
  return match?.mime ?? null;
}

export const isAllowedMimeType = (value: string): value is AllowedUploadMimeType =>
  (ALLOWED_UPLOAD_MIME_TYPES as readonly string[]).includes(value);
