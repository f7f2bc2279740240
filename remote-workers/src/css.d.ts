/** A stylesheet imported as its text (the `asset/source` rule of tooling/webpack), injected where it is used. */
declare module '*.css' {
  const css: string;
  export default css;
}
