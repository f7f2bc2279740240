export { Form } from './form';
export type { FormProps } from './form';
export { FieldText } from './field-text';
export type { FieldTextProps } from './field-text';
export { FieldPassword } from './field-password';
export type { FieldPasswordProps } from './field-password';
