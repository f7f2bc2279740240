// ----------------------------------------------------------------------
// Storage quotas for what users upload (podcast media, PDFs): how much a user
// may still store, and which limit, theirs or the server's, is the tighter.

export interface UploadQuota {
  /** Bytes one user's uploads may take together. */
  perUserBytes: number;
  /** Bytes every upload may take together. */
  totalBytes: number;
}

/** No limit: what the server writes itself (the demo files). */
export const NO_QUOTA: UploadQuota = { perUserBytes: Infinity, totalBytes: Infinity };

/** How much more a user may store now, and which limit is the tighter. */
export interface UploadRoom {
  bytes: number;
  limitedBy: 'user' | 'total';
}

/** The room left when the user's uploads take `mine` bytes and everyone's `total`. */
export function roomLeft(mine: number, total: number, quota: UploadQuota): UploadRoom {
  const user = quota.perUserBytes - mine;
  const all = quota.totalBytes - total;
  return user <= all ? { bytes: Math.max(0, user), limitedBy: 'user' } : { bytes: Math.max(0, all), limitedBy: 'total' };
}
