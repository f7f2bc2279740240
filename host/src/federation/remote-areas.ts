import { shellEn, type RemoteName } from '@mediawatch/shared';

/**
 * How each remote's area is named in English, for error messages and logs.
 * Screens use the translated names (`remote.areas.*` of the shell texts).
 */
export const REMOTE_AREAS: Record<RemoteName, string> = shellEn.remote.areas;
