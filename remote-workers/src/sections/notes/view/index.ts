export { NotesView } from './notes-view';
