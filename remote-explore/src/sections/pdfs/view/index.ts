export { PdfsView } from './pdfs-view';
