export { AuthSplitLayout } from './auth-split-layout';
