export const commonEn = {
  name: 'Name',
  description: 'Description',
  edit: 'Edit',
  delete: 'Delete',
  save: 'Save',
  actions: 'Actions',
  actionsFor: 'Actions for {{name}}',
  editNamed: 'Edit {{name}}',
  deleteNamed: 'Delete {{name}}?',
  saved: '{{name}} saved',
  deleted: '{{name}} deleted',
  atCharacter: '{{message}} (at character {{position}})',
};
