export { PlaceholderView } from './placeholder-view';
