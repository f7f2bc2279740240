// The `stopword` package ships no types: the lists this API reads (ISO 639-3 names).
declare module 'stopword' {
  export const ara: string[];
  export const deu: string[];
  export const eng: string[];
  export const fra: string[];
  export const ita: string[];
  export const nld: string[];
  export const por: string[];
  export const spa: string[];
}
