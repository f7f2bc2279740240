export const groupsEn = {
  title: 'Source groups',
  description: 'Named sets of sources, such as national press or wire services, to filter the warehouse and compare coverage.',
  tableLabel: 'Source groups',
  add: 'Add source group',
  loading: 'Loading source groups…',
  loadFailed: 'Could not load the source groups',
  empty: 'No source groups yet',
  emptyManage: 'Add a group to gather sources you follow together.',
  emptyRead: 'An admin creates the source groups.',
  sources: 'Sources',
  deleteText: 'The group goes; its sources and their articles stay.',
};
