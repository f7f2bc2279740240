export { AuthSplitLayout, AUTH_FORM_MAX_WIDTH } from './auth-split-layout';
export type { AuthSplitLayoutProps } from './auth-split-layout';
export { AuthSplitSection } from './auth-split-section';
export type { AuthSplitSectionProps } from './auth-split-section';
