/** English: the reader's "put it on a board" action (ThinkBoard). */
export const putOnBoardEn = {
  button: 'Put on a board',
  title: 'Put this article on a board',
  board: 'Board',
  newBoard: 'A new board…',
  newTitle: 'Title of the new board',
  already: 'Already on {{boards}}.',
  submit: 'Put on the board',
  done: 'Put on “{{title}}”.',
  open: 'Open the board',
};
