export { ThinkboardView } from './thinkboard-view';
