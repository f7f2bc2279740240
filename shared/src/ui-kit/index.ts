// `@mediawatch/shared/ui`: the UI kit every page is built from. Not a shared
// module: each app bundles the parts it uses (tree-shaken), while what they
// read (MUI, react-hook-form's state, the shared entry) stays one instance.
// docs/adding-a-page.md shows a page built from it.

export { FieldText, numberOr } from './form/field-text';
export { FieldSelect } from './form/field-select';
export { OutlinedTextField } from './form/outlined-text-field';
export { PasswordTextField } from './form/password-text-field';
export { useSchemaForm } from './form/use-schema-form';
export type { FormIssue, IssueText } from './form/use-schema-form';
export { FieldSwitch } from './form/field-switch';
export { FieldMultiSelect } from './form/field-multi-select';
export { DayPicker } from './form/day-picker';

export { LoadingState, ErrorState, EmptyState, ListState } from './states/query-states';
export { ConfirmDialog } from './dialogs/confirm-dialog';
export { useConfirmDelete } from './dialogs/use-confirm-delete';
export { RowActions } from './row-actions/row-actions';
export { LazyPanel, lazyWithPreload } from './lazy/lazy-panel';
export { LazyMenu } from './menu/lazy-menu';
export { NUMBER_CELL, ScrollTable } from './table/scroll-table';
export { TablePager } from './table/table-pager';
export type { RowAction } from './row-actions/row-actions';
export { NoticeSnackbar } from './snackbar/notice-snackbar';
export type { Notice } from './snackbar/notice-snackbar';
export { PageHeader } from './page-header/page-header';
export { Logo } from './logo/logo';
export { VisuallyHidden } from './visually-hidden/visually-hidden';

export { dayAxisFormatter, sparseTicks, tickLabel } from './charts/axis-labels';
export { Formula } from './formula/formula';
export { useSeriesColors } from './charts/series-colors';
export { Chart } from './charts/chart';
export { ChartReferenceLine } from './charts/reference-line';
export { addDays, browserTimeZone, isDay, localToday } from './format/days';
export { articlesHref, TONE_FILTERS } from './utils/warehouse-link';
export { countryTerm, entityTerm } from './utils/query-terms';
export { useFormat } from './format/use-format';
export type { Formatters } from './format/use-format';
export * as format from './format/format';
export { useDebouncedValue } from './hooks/use-debounced-value';
export { useCan, useMayChange } from './hooks/use-can';
export { useUntonedText } from './hooks/use-untoned-text';
export { saveBlob } from './utils/save-blob';
export { readableTone, toneText } from './utils/tone-text';
export { sortRows } from './utils/sort-rows';
export type { Order } from './utils/sort-rows';
export { useUiTranslation } from './texts';
export { QUERY_INPUT_PROPS, QueryHelp } from './query-help/query-help';
export { useApiErrorText, useMessage, type MessageInput } from './messages/use-message';
export { usePaginationLabels } from './pagination/use-pagination-labels';
export { textsMismatches } from './translation/texts-in';
export type { TextsIn } from './translation/texts-in';
export { ActionDialog } from './dialogs/action-dialog';
export { FormDialog } from './dialogs/form-dialog';
export { InlineList } from './inline-list/inline-list';
export { Hint } from './hint/hint';
export { ChartPanel } from './chart-panel/chart-panel';
export { AlertItem } from './alerts/alert-item';
export { dragAcross, dragAnnouncer, dropInto, indexAmongAll, listOf, pastMiddle } from './sortable/sortable-lists';
export type { DropPlace, SortableLists } from './sortable/sortable-lists';
