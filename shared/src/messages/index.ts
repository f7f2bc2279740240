// The server's words as codes: the catalogue's English texts (the reference
// and the server's log language), the renderer and the message type. The
// French and Arabic texts are in `./all` (the server) or load as chunks (the
// pages, through the UI kit's useMessage). docs/decisions/0040-server-texts-as-codes.md.
export { messagesEn } from './en';
export * from './render';
export * from './alerts';
export { isLanguage, type LanguageCode } from '../i18n/languages';
export * from './tasks';
