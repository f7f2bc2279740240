export { ReaderView } from './reader-view';
