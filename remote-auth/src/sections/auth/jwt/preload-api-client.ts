import { loadApiClient } from '@mediawatch/shared';

/** For a form's onFocus: the HTTP client loads once the user is on the form, not before the form shows (issue 9). */
export const preloadApiClient = () => void loadApiClient();
