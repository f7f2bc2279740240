import { loadApiClient } from '@mediawatch/shared';

/**
 * A form's onFocus: what submitting needs, the HTTP client and the form's
 * schema, loads once the user is on the form, not before the form shows
 * (docs/decisions/0036-the-sign-in-page-within-its-budgets.md).
 */
export const preloadOnFocus = (form: { preload: () => void }) => () => {
  void loadApiClient();
  form.preload();
};
