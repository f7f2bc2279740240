export const groupFormEn = {
  addTitle: 'Add source group',
  sources: 'Sources',
  selected_one: '{{number}} selected',
  selected_other: '{{number}} selected',
  submitAdd: 'Add group',
};
