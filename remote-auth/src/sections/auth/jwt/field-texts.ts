import type { FormIssue, IssueText } from '@mediawatch/shared/ui';

import type { useTranslate } from '../../../locales';

// ----------------------------------------------------------------------
// The auth forms' schemas (`@mediawatch/shared/forms`) are the API's, and
// their messages are its English. Beside a field, the form says the same in
// the page's language, chosen by what the schema found (zod 4's issue codes).

const FIELDS = ['email', 'password', 'firstName', 'lastName'] as const;
type Field = (typeof FIELDS)[number];

const isField = (name: PropertyKey | undefined): name is Field => FIELDS.includes(name as Field);

/** The text beside the field for `issue`; undefined (the schema's message) for one it does not know. */
export function issueText(t: ReturnType<typeof useTranslate>['t']): IssueText {
  return ({ path, code, minimum, maximum }: FormIssue) => {
    const [field] = path;
    if (!isField(field)) return undefined;
    if (code === 'invalid_type' || (code === 'too_small' && minimum === 1)) return t(`invalid.required.${field}`);
    if (code === 'too_small' && field === 'password') return t('invalid.passwordTooShort', { count: Number(minimum) });
    if (code === 'too_big') return t(`invalid.tooLong.${field}`, { count: Number(maximum) });
    if (code === 'invalid_format' && field === 'email') return t('invalid.emailFormat');
    return undefined;
  };
}
